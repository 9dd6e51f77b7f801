import type { Locator, Page } from "@playwright/test";

/** Presses Tab until `target` has the focus (keyboard only), at most `limit` times. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${String(target)} never got the focus after ${limit} presses of Tab`);
}
