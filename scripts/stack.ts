// npm run stack: the local Supabase stack alone on 127.0.0.1:54321 (LOCAL_STACK_PORT and
// LOCAL_STACK_DATA_DIR override; DATABASE_URL serves a PostgreSQL instead of PGlite).
import {
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
} from "../supabase/local/core/keys";
import { demoAccountLines, serveLocalStack } from "../supabase/local/cli/serve-local";
import { onShutdown } from "../supabase/local/cli/shutdown";
import { startDailyStamp } from "../records/daily-stamp";

const local = await serveLocalStack(startDailyStamp);
onShutdown(local.stop);
console.log(
  [
    "",
    `Local Supabase stack on ${local.stack.url}`,
    `  auth     ${local.stack.url}/auth/v1`,
    `  rest     ${local.stack.url}/rest/v1`,
    `  storage  ${local.stack.url}/storage/v1`,
    `  publishable key   ${LOCAL_PUBLISHABLE_KEY}`,
    `  secret key        ${LOCAL_SECRET_KEY}`,
    `  jwks              ${local.stack.url}/auth/v1/.well-known/jwks.json`,
    `  mail     ${local.mail.webUrl} (every mail the stack sends; SMTP on port ${local.mail.smtpPort})`,
    `  anon key          ${LOCAL_DEMO_ANON_KEY} (legacy)`,
    `  service_role key  ${LOCAL_DEMO_SERVICE_ROLE_KEY} (legacy)`,
    "Demo accounts:",
    ...demoAccountLines(),
    "Ctrl-C stops it.",
  ].join("\n"),
);
