// axe, every severity, on the public pages in the states a visitor can meet beyond the plain page
// (site.spec.ts checks each page as it loads): the scheduling widget loading and unavailable; the
// menus open; a page whose islands' code cannot be loaded. Each waits for its state before axe looks.
// (The pages' data is built in: /resources, /adv and /crs have no loading or failed state any more;
// /adv with a document not available is checked in data-pages.spec.ts, where it is published.)
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/content/routes";
import { schedulingWidget } from "../src/features/scheduling/widget";
import { axeViolations } from "./support/axe";
import { assetOf, hydrated } from "./support/hydration";
import { publishedPage } from "./support/published";

/** Every axe violation of the page as it is now, whatever its impact. */
async function expectNoAxeViolation(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const never = () => new Promise<void>(() => {});

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route("https://assets.calendly.com/**", (route) => route.abort("blockedbyclient"));
});

test.describe("/schedule", () => {
  test("while the scheduling widget loads", async ({ page }) => {
    await page.unroute("https://assets.calendly.com/**");
    await page.route("https://assets.calendly.com/**", never);
    const { widget } = await publishedPage("schedule");
    await page.goto(paths.schedule);
    await expect(page.getByText(widget.loading)).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test("when the scheduling widget is unavailable", async ({ page }) => {
    const { widget } = await publishedPage("schedule");
    await page.goto(paths.schedule);
    await expect(page.getByText(widget.unavailableHeading)).toBeVisible({
      timeout: schedulingWidget.timeoutMs + 15_000,
    });
    await expectNoAxeViolation(page);
  });
});

test("the phone menu, open", { tag: "@phone" }, async ({ page }) => {
  const { header } = await publishedPage("layout");
  await page.goto(paths.home);
  await hydrated(page);
  await page.getByRole("button", { name: header.menu, exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolation(page);
});

test("a desktop navigation group, open", { tag: "@desktop" }, async ({ page }) => {
  const { header } = await publishedPage("layout");
  await page.goto(paths.about);
  await hydrated(page);
  const about = page
    .getByRole("navigation", { name: header.mainNavLabel })
    .getByRole("button", { name: header.aboutMenu, exact: true });
  await about.click();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolation(page);
});

test("a page whose islands' code cannot be loaded stays whole", async ({ page }) => {
  const about = await publishedPage("about");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const code of [assetOf("react"), assetOf("src/components/layout/desktop-nav-dropdowns.ts")])
    await page.route(`**${code}`, (route) => route.abort("failed"));
  await page.goto(paths.about);
  await expect.poll(() => errors.join("\n")).toContain("Could not load the island");
  await expect(page.getByRole("heading", { level: 1, name: about.heading })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expectNoAxeViolation(page);
});

test("the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolation(page);
});
