// In Chromium, on the production build over a throw-away stack, as an adviser would use the back
// office. Nothing that takes the focus may hide under the sticky header: the focused element's box
// is checked against the header's, once the page stands still.
import { expect, test } from "@playwright/test";
import { resourcesCopy } from "../src/content/admin/content-management";
import { siteSettingsCopy } from "../src/content/admin/site-settings";
import { paths } from "../src/content/routes";
import { storageStateOf } from "./support/admin";
import { resizeViewport } from "./support/viewport";
import {
  shippedSiteSettings,
  mainHeading,
  resourceList,
  openResources,
} from "./support/admin-screens";
import { expectFocused, scrollSettled, expectFocusNotUnderHeader } from "./support/focus";
import { hydrated } from "./support/hydration";

test.use({ storageState: storageStateOf("admin") });

test.describe("nothing focused hides under a sticky header", () => {
  test("the page's scroll padding is the header's height, at every width", async ({ page }) => {
    const check = async (width: number) => {
      await resizeViewport(page, { width, height: 800 });
      const { padding, header } = await page.evaluate(() => ({
        padding: getComputedStyle(document.documentElement).scrollPaddingTop,
        header: document.querySelector("[data-sticky-header]")!.getBoundingClientRect().height,
      }));
      expect(Number.parseFloat(padding), `at ${width} px`).toBeCloseTo(header, 0);
    };
    await page.goto(paths.fees);
    await hydrated(page);
    for (const width of [375, 800, 1100, 1280]) await check(width);
    await page.goto(paths.admin.siteSettings.getHref());
    await expect(mainHeading(page)).toBeVisible();
    for (const width of [375, 1280]) await check(width);
  });

  test("'Add Resource', reached again with Shift+Tab, shows below the header", async ({ page }) => {
    await openResources(page);
    const add = page.getByRole("button", { name: resourcesCopy.add });
    // Scrolled so that the button sits under the header, the focus in the list below it.
    await add.evaluate((button) => {
      const header = document.querySelector("[data-sticky-header]")!.getBoundingClientRect();
      window.scrollBy(0, button.getBoundingClientRect().top - header.height / 2);
    });
    await scrollSettled(page);
    const firstEdit = resourceList(page)
      .getByRole("button", { name: /^Edit / })
      .first();
    await firstEdit.focus({ preventScroll: true } as never);
    for (let presses = 0; presses < 10; presses++) {
      if (await add.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Shift+Tab");
    }
    await expectFocused(add, "'Add Resource'");
    await expectFocusNotUnderHeader(page);
  });

  test("Shift+Tab up through Site Settings: no field under the header", async ({ page }) => {
    const shipped = await shippedSiteSettings();
    await page.goto(paths.admin.siteSettings.getHref());
    const save = page.getByRole("button", { name: siteSettingsCopy.save });
    await expect(
      page.getByLabel(siteSettingsCopy.fields.siteName.label, { exact: true }),
    ).toHaveValue(shipped.siteName);
    await save.focus();
    await scrollSettled(page);
    let fields = 0;
    for (; fields < 30; fields++) {
      await page.keyboard.press("Shift+Tab");
      if (await page.evaluate(() => document.activeElement?.closest("header") != null)) break;
      await expectFocusNotUnderHeader(page);
    }
    // Every field of the form was checked on the way up.
    expect(fields).toBeGreaterThanOrEqual(Object.keys(siteSettingsCopy.fields).length);
  });

  test("Shift+Tab up a public page: no link under the header", async ({ page }) => {
    await page.goto(paths.fees);
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    await scrollSettled(page);
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press("Shift+Tab");
      const inHeader = await page.evaluate(
        () => document.activeElement?.closest("[data-sticky-header]") != null,
      );
      if (inHeader) break;
      await expectFocusNotUnderHeader(page);
    }
  });
});
