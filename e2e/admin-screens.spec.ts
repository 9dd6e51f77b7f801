// In Chromium, on the production build over a throw-away stack, at the project's width (375 and
// 1280 px): every admin screen and every tab fits the screen and is axe clean (any violation of any
// impact), kept as a screenshot. The page never scrolls sideways, nothing runs past the page's
// margins, and a row of tabs shows the selected tab whole (one opened from the URL too) and fades at
// an end where more tabs wait. One load per screen: opened on its last tab, the one furthest along
// its row; the others are chosen in place. What opens over the screens: admin-axe.spec.ts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeViolations, storageStateOf } from "./support/admin";
import { adminScreens, screenHref } from "./support/admin-screens";
import { pastTheEdges, sidewaysScroll } from "./support/overflow";
import { saveScreenshot } from "./support/screenshots";

test.use({ storageState: storageStateOf("admin") });

/**
 * The screen fits, axe finds nothing, and a screenshot is kept as `name`. A sandboxed frame (the
 * Compliance archive's page as it was) runs no script, so axe cannot run in it: left out.
 */
async function checkScreen(page: Page, what: string, name: string) {
  expect(await sidewaysScroll(page), `${what}: the page scrolls sideways by`).toBe(0);
  expect(await pastTheEdges(page.getByRole("main")), `${what}: past the margins`).toEqual([]);
  expect(await axeViolations(page, undefined, "iframe[sandbox]"), what).toEqual([]);
  await saveScreenshot(page, `admin-${name}`);
}

/**
 * Where `tab` is in its row: "whole" when no part of it is scrolled out of sight or under the fade
 * of an end with more tabs beyond it (the row's data-more-before and data-more-after).
 */
const placeInRow = (tab: Locator) =>
  tab.evaluate((element) => {
    const row = element.closest<HTMLElement>('[role="tablist"]')!;
    const rowBox = row.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    // The fade is 2rem (components/ui/tabs.tsx).
    const fade = 32;
    const start = rowBox.left + ("moreBefore" in row.dataset ? fade : 0);
    const end = rowBox.right - ("moreAfter" in row.dataset ? fade : 0);
    return box.left >= start - 0.5 && box.right <= end + 0.5
      ? "whole"
      : `${box.left}–${box.right} in a row showing ${start}–${end}`;
  });

/** Whether a row that does not fit marks an end that hides tabs (its fade). */
const hintsAtMore = (row: Locator) =>
  row.evaluate(
    (element: HTMLElement) =>
      element.scrollWidth <= element.clientWidth ||
      "moreBefore" in element.dataset ||
      "moreAfter" in element.dataset,
  );

for (const screen of adminScreens) {
  test(`${screen.name}${screen.tabs ? " and its tabs" : ""} fit the screen, axe clean`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const tabs = [...(screen.tabs ?? [])].reverse();
    const opened = tabs[0]?.value;
    await page.goto(screenHref(screen, opened));
    await expect(screen.ready(page, opened)).toBeVisible();
    if (!opened) await checkScreen(page, screen.name, screen.name);
    for (const tab of tabs) {
      const trigger = page.getByRole("tab", { name: tab.label, exact: true });
      if (tab.value !== opened) await trigger.click();
      await expect(trigger).toHaveAttribute("aria-selected", "true");
      await expect.poll(() => placeInRow(trigger), `the ${tab.label} tab`).toBe("whole");
      expect(await hintsAtMore(page.getByRole("tablist")), "a row that scrolls shows it").toBe(
        true,
      );
      await expect(screen.ready(page, tab.value)).toBeVisible();
      await checkScreen(page, `${screen.name}, ${tab.label}`, `${screen.name}-${tab.value}`);
    }
  });
}
