import {
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
  LOCAL_PUBLISHABLE_KEY,
} from "../../supabase/local/core/keys";

/** The browser tests' own stack port, apart from `npm run dev`'s 54321 so both can run at once. */
export const E2E_STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54329);
export const e2eStackUrl = `http://127.0.0.1:${E2E_STACK_PORT}`;
/**
 * The e2e stack's mail catcher (web inbox and Mailpit-style API; read it with tests/support/mail.ts):
 * E2E_MAIL_PORT, else three above the stack's port, as the CLI's 54324 is to its 54321.
 */
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? E2E_STACK_PORT + 3);
export const e2eMailUrl = `http://127.0.0.1:${E2E_MAIL_PORT}`;
export const e2eAnonKey = LOCAL_DEMO_ANON_KEY;
/** What the build under test is given, as a new project's dashboard gives it. */
export const e2ePublishableKey = LOCAL_PUBLISHABLE_KEY;
export const e2eServiceRoleKey = LOCAL_DEMO_SERVICE_ROLE_KEY;
/** A scheduling URL for the build under test; the machine has no internet, so the widget cannot load. */
export const e2eSchedulingUrl = "https://calendly.com/prairie-ledger-advisors/30min";
/** The public address the build under test is made for (canonical URLs, sitemap). */
export const e2eSiteUrl = "https://www.prairieledgeradvisors.example";
