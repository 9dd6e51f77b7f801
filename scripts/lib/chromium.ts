import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

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
 * The Chromium a person's browser is measured or pictured with (the benchmarks, the screenshots):
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else the system's /usr/bin/chromium, else a browser Playwright
 * downloaded itself.
 */
export function findChromium(): string {
  return fromEnv() ?? installed(SYSTEM_CHROMIUM);
}

/**
 * The Chromium the browser tests drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else Debian's headless
 * shell (/usr/bin/chromium-headless-shell), else as findChromium. The headless shell is what
 * Playwright itself runs headless tests in: the same Blink, without the full browser's window and
 * GPU process around it, so each test costs the CPU less (on this two-core machine, where the
 * browser tests keep both cores busy, the same 44 tests took 90 and 94 s against 124 and 119 s).
 */
export function findTestChromium(): string {
  return fromEnv() ?? installed(HEADLESS_SHELL, SYSTEM_CHROMIUM);
}

function fromEnv(): string | undefined {
  const path = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (!path) return undefined;
  if (!existsSync(path))
    throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH points at ${path}, which does not exist.`);
  return path;
}

function installed(...candidates: string[]): string {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    [
      "No Chromium found for the browser tests. Install one of:",
      "  - Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell",
      "    (gives /usr/bin/chromium, and the headless shell the browser tests prefer)",
      "  - Playwright's own build: npx playwright install chromium",
      "  - or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH to a Chromium or Chrome binary.",
    ].join("\n"),
  );
}
