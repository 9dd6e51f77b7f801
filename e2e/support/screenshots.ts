import type { Page } from "@playwright/test";

/**
 * With SCREENSHOT_DIR set, saves the whole page as `<name>-<viewport width>.png` there, for a person
 * to look at the screens a spec walks through (`SCREENSHOT_DIR=/tmp/shots npx playwright test`).
 */
export async function saveScreenshot(page: Page, name: string) {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  await page.screenshot({
    path: `${directory}/${name}-${page.viewportSize()?.width ?? "default"}.png`,
    fullPage: true,
  });
}
