import type { Locator, Page } from "@playwright/test";

/**
 * Presses Tab (or Shift+Tab, `backwards`) until `target` has the focus (keyboard only), at most
 * `limit` times.
 */
export async function tabTo(page: Page, target: Locator, limit = 80, backwards = false) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${String(target)} never got the focus after ${limit} presses of Tab`);
}

/** Presses Shift+Tab until `target` has the focus: back up the page, to the sidebar, say. */
export const tabBackTo = (page: Page, target: Locator, limit = 80) =>
  tabTo(page, target, limit, true);
