import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Needed as root in a container, and on a machine without outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The Chromium the browser tests drive, as design.md orders it: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
 * else the system's /usr/bin/chromium, else a browser Playwright downloaded itself.
 */
export function findChromium(): string {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(
        `PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH points at ${fromEnv}, which does not exist.`,
      );
    }
    return fromEnv;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    [
      "No Chromium found for the browser tests. Install one of:",
      "  - Debian/Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)",
      "  - Playwright's own build: npx playwright install chromium",
      "  - or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH to a Chromium or Chrome binary.",
    ].join("\n"),
  );
}
