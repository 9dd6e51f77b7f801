// npm run demo:totp: the current two-step verification code of the seeded demo admin
// (admin@example.com), whose authenticator secret is fixed and public in supabase/seed.sql, like its
// password. Local stacks only: it refuses when SUPABASE_URL / VITE_SUPABASE_URL (environment, .env,
// else .env.example) names anything but this machine. A hosted project has no such account, and the
// secret never reaches a build (scripts/check-dist-secrets.ts fails one that holds it).
import { totpCode } from "../supabase/local/auth/totp";
import { firstConfigured } from "../supabase/local/core/project-env";
import { seedAccounts } from "../supabase/local/db/seed-accounts";

const PERIOD_SECONDS = 30;
const LOOPBACK = ["127.0.0.1", "localhost", "[::1]"];

const url = firstConfigured(["SUPABASE_URL", "VITE_SUPABASE_URL"]) ?? "";
let hostname = "";
try {
  hostname = new URL(url).hostname;
} catch {
  // Not a URL: refused below.
}
if (!LOOPBACK.includes(hostname)) {
  console.error(
    `demo:totp only serves a local stack, and Supabase is ${url || "not set"}. The demo admin exists only in the local seed; on a hosted project use your authenticator app.`,
  );
  process.exit(1);
}

const { email, totp } = seedAccounts.admin;
const secondsLeft = PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % PERIOD_SECONDS);
console.log(totpCode(totp.secret));
console.error(
  `The code of ${email}'s authenticator on ${url}, valid for ${secondsLeft} more seconds (and the 30 after). ` +
    `Its secret, ${totp.secret}, can go into an authenticator app too. If you replaced the factor in the app, ` +
    "use your own authenticator; `npm run db:reset` brings the demo one back.",
);
