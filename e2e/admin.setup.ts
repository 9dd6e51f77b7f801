// Signs in once per role through the real login page and saves the browser state for the specs
// (storageStateOf): a session per role instead of one per test, as a person would keep theirs.
import { expect, test as setup } from "@playwright/test";
import { accessCopy } from "../src/content/admin/access";
import { adminPageCopy } from "../src/content/admin/pages";
import { paths } from "../src/content/routes";
import { signInAsAdmin, signInWithForm, storageStateOf } from "./support/admin";

setup("sign in as the seeded admin", async ({ page }) => {
  await page.goto(paths.admin.login.getHref());
  await signInAsAdmin(page);
  await expect(
    page.getByRole("heading", { level: 1, name: adminPageCopy.dashboard.title }),
  ).toBeVisible();
  await page.context().storageState({ path: storageStateOf("admin") });
});

setup("sign in as the seeded visitor (not an admin)", async ({ page }) => {
  await page.goto(paths.admin.login.getHref());
  await signInWithForm(page, "visitor");
  await expect(page.getByText(accessCopy.denied.title)).toBeVisible();
  await page.context().storageState({ path: storageStateOf("visitor") });
});
