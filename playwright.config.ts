import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findTestChromium } from "./scripts/lib/chromium";
import {
  E2E_MAIL_PORT,
  E2E_STACK_PORT,
  e2ePublishableKey,
  e2eSchedulingUrl,
  e2eServiceRoleKey,
  e2eSiteUrl,
  e2eStackUrl,
} from "./e2e/support/env";
import { TOTP_STEP_CLAIMS_ENV } from "./tests/support/totp";

// E2E_PREVIEW_PORT and E2E_STACK_PORT (and E2E_MAIL_PORT, the stack's mail catcher, by default three
// above E2E_STACK_PORT) let two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
// E2E_BASE_URL runs the specs against a server you already have (a dev server, say) instead of
// building and previewing the production bundle.
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${PORT}`;

const launchOptions = { executablePath: findTestChromium(), args: chromiumArgs };
const phone = { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions };

// The workers sign in to one stack, which accepts each authenticator code once: they claim time
// steps in one folder (tests/support/totp.ts), one per stack port.
process.env[TOTP_STEP_CLAIMS_ENV] ??= join(tmpdir(), `e2e-totp-steps-${E2E_STACK_PORT}`);

const rateLimitSpec = /admin-rate-limit\.spec\.ts$/;
// Specs that need the stack to themselves, run one at a time after the specs that read the public
// pages and before the rate limit's: those that publish (each changes what every public page shows)
// and the recent activity (the newest lines of every admin's log, which a parallel spec fills), and
// SEO Tools' (it clears the analyses, which a parallel spec's Run Analysis adds to).
const serialSpecs =
  /(publishing|publishing-approvals|page-editor|archive-viewer|recent-activity|seo-tools|insights)\.spec\.ts$/;
// What a phone's width changes: the public pages' layout, menus and requests, the Form CRS's viewer,
// the admin area's shell, sidebar and dialogs, whether every admin screen fits, and what axe and the
// keyboard meet on every screen.
// The other specs (what a page serves, what a save stores, who may do what) test what is the same at
// any width: they run at desktop width, and at phone width only where a test is tagged @phone.
const phoneWidthSpecs =
  /(site|islands|public-pages|accessibility|admin-(focus-return|sticky-header|phone|lists|feedback|keyboard-only|axe|shell|screens|toasts)|form-crs|pages-marketing)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A line per test with its time, in CI's log too; and the JSON report scripts/e2e-timeline.ts
  // reads to say where the run's time went (npm test prints it after the browser tests).
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  // Room for a busy two-core machine: every wait is for a state, these only bound how long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A failed test keeps its trace: each action with its log and time, and the console; its
  // error-context.md has the page as it was. Not the screencast of every frame, nor the DOM and the
  // network at each action: with both the browser tests took 60 % more CPU, with the DOM and network
  // alone 15 % more (docs/measurements.md). Set `trace: "retain-on-failure"` to record them.
  use: { baseURL, trace: { mode: "retain-on-failure", screenshots: false, snapshots: false } },
  projects: [
    // Signs in once per role (e2e/.auth/<role>.json); the admin specs reuse those sessions.
    {
      name: "setup",
      testMatch: /admin\.setup\.ts$/,
      teardown: "rate-limit",
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: [rateLimitSpec, serialSpecs],
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "phone",
      grepInvert: /@desktop/,
      testMatch: phoneWidthSpecs,
      dependencies: ["setup"],
      use: phone,
    },
    {
      name: "phone-tagged",
      grep: /@phone/,
      testIgnore: [phoneWidthSpecs, rateLimitSpec, serialSpecs],
      dependencies: ["setup"],
      use: phone,
    },
    // One test at a time: a publication changes the site every other test reads.
    {
      name: "serial",
      testMatch: serialSpecs,
      fullyParallel: false,
      workers: 1,
      dependencies: ["setup", "desktop", "phone", "phone-tagged"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Last, as the setup's teardown (so after every other spec, whether they passed or not): it uses
    // up the sign-in rate limit of 127.0.0.1 for the next minutes.
    {
      name: "rate-limit",
      testMatch: rateLimitSpec,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  // The production build, served as a static host would (scripts/static-host.ts: compression, clean
  // URLs, the build's _headers), over a local stack with a throw-away database.
  webServer: [
    {
      command: "npx tsx e2e/support/stack-server.ts",
      url: `${e2eStackUrl}/auth/v1/health`,
      env: { E2E_STACK_PORT: String(E2E_STACK_PORT), E2E_MAIL_PORT: String(E2E_MAIL_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    ...(externalBaseURL
      ? []
      : [
          {
            // Deployed as the README says: built, recorded as releases of the site, served, and
            // each publication built and recorded again (the static host's build hook).
            command: `npm run build && npx tsx e2e/support/record-releases.ts && npx tsx scripts/serve-dist.ts --port ${PORT} --publish`,
            url: baseURL,
            env: {
              SUPABASE_URL: e2eStackUrl,
              SUPABASE_SECRET_KEY: e2eServiceRoleKey,
              VITE_SUPABASE_URL: e2eStackUrl,
              VITE_SUPABASE_PUBLISHABLE_KEY: e2ePublishableKey,
              VITE_SCHEDULING_URL: e2eSchedulingUrl,
              VITE_SITE_URL: e2eSiteUrl,
            },
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]),
  ],
});
