// The admin shell at 1280 px and 375 px: the sidebar collapses with Ctrl+B and stays collapsed over
// a reload, is an 18rem panel on phones, and axe finds nothing, of any impact, on the sign-in page
// and the collapsed sidebar. The shell around every screen, its account menu and its phone panel
// meet axe in admin-screens.spec.ts and admin-axe.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { adminPageCopy } from "../src/content/admin/pages";
import { loginCopy } from "../src/content/admin/login";
import { adminPages, paths } from "../src/content/routes";
import { axeViolations, storageStateOf } from "./support/admin";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Admin sidebar" });
const nav = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const pageTitles = Object.values(adminPageCopy).map((copy) => copy.title);

test.describe("the sign-in page", () => {
  test("has no axe violation of any impact, also with the form's errors shown", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.admin.login.getHref());
    await expect(page.getByLabel(loginCopy.emailLabel)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: loginCopy.submit, exact: true }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the shell", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("every admin page has its heading in the shell", async ({ page }) => {
    for (const [index, adminPage] of adminPages.entries()) {
      await page.goto(adminPage.getHref());
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageTitles[index]!);
    }
  });

  test(
    "Ctrl+B collapses the sidebar to icons and a reload keeps it collapsed",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(paths.admin.profile.getHref());
      await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
      expect((await sidebar(page).boundingBox())?.width).toBe(256);

      await page.keyboard.press("Control+b");
      await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
      await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(48);
      const cookie = (await page.context().cookies()).find(
        (entry) => entry.name === "sidebar_state",
      );
      expect(cookie?.value).toBe("false");
      const sevenDays = 7 * 24 * 60 * 60;
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sevenDays - 60);
      expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(sevenDays);

      await page.reload();
      await expect(
        page.getByRole("heading", { level: 1, name: adminPageCopy.profile.title }),
      ).toBeVisible();
      await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
      expect(await axeViolations(page)).toEqual([]);

      // Collapsed, a page's name shows on hover; Cmd+B (Meta) expands the sidebar again.
      await nav(page).getByRole("link", { name: "Documents" }).hover();
      await expect(page.getByRole("tooltip", { name: "Documents" })).toBeVisible();
      await page.keyboard.press("Meta+b");
      await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    },
  );

  test(
    "at 375 px the sidebar is an 18rem off-canvas panel",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto(paths.admin.dashboard.getHref());
      await expect(
        page.getByRole("heading", { level: 1, name: adminPageCopy.dashboard.title }),
      ).toBeVisible();
      await expect(nav(page)).toHaveCount(0);

      await page.getByRole("button", { name: "Toggle sidebar" }).click();
      const panel = page.getByRole("dialog", { name: "Admin sidebar" });
      await expect(panel).toBeVisible();
      await expect.poll(async () => (await panel.boundingBox())?.width).toBe(288);

      await page.keyboard.press("Escape");
      await expect(panel).toHaveCount(0);
      await page.getByRole("button", { name: "Toggle sidebar" }).click();
      await panel.getByRole("link", { name: "Documents" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: adminPageCopy.documents.title }),
      ).toBeVisible();
      await expect(panel).toHaveCount(0);
    },
  );
});
