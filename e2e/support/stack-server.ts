// The local stack the browser tests run against: a throw-away database (schema, seed, sample PDFs) on
// E2E_STACK_PORT with its mail catcher on E2E_MAIL_PORT (see env.ts), and a throw-away RFC 3161
// time-stamping authority (OpenSSL's ts) set as the project's authority, so the releases the build
// records (record-releases.ts) are time-stamped; all gone when Playwright stops it.
import { startTestTimestampAuthority } from "../../records/test-timestamp-authority";
import { onShutdown } from "../../supabase/local/cli/shutdown";
import { startThrowawayStack } from "../../supabase/local/stack/throwaway-stack";
import { E2E_MAIL_PORT } from "./env";

const port = Number(process.env.E2E_STACK_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("E2E_STACK_PORT must be a port number");

const [throwaway, authority] = await Promise.all([
  startThrowawayStack({ port, mailWebPort: E2E_MAIL_PORT }),
  startTestTimestampAuthority("E2E Time Stamping Authority"),
]);
onShutdown(async () => {
  await Promise.all([throwaway.stop(), authority.stop()]);
});
await throwaway.db.query("update public.timestamp_authority set url = $1, trust_anchor_pem = $2", [
  authority.url,
  authority.trustAnchorPem,
]);
console.log(
  `E2E stack on ${throwaway.stack.url}, its mail on ${throwaway.mail.webUrl}, time-stamping authority on ${authority.url}`,
);
