import { expect, test, type Page } from "@playwright/test";
import { paths, publicPaths } from "../src/content/routes";
import { axeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { publishedPage } from "./support/published";

/** The not-found page's heading, as published: no page of the site may show it. */
const notFoundHeading = async () => (await publishedPage("not-found")).heading;

/** Internal hrefs on the page (same origin, no hash-only links), without query or hash. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs.filter((href) => href.startsWith(origin)).map((href) => new URL(href).pathname),
    ),
  ];
}

test.describe("every public route", () => {
  for (const path of publicPaths) {
    test(`${path} renders one main heading and is not the not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByText(await notFoundHeading())).toHaveCount(0);
      await expect(page).toHaveTitle(/\S/);
    });

    test(`${path} opens new tabs only with noopener noreferrer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      const newTabLinks = page.locator('a[target="_blank"]');
      // Every page has some (the footer's social profiles at least): a check of none proves nothing.
      await expect.poll(() => newTabLinks.count()).toBeGreaterThan(0);
      const rels = await newTabLinks.evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute("rel") ?? ""),
      );
      for (const rel of rels) {
        expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      }
    });

    test(`${path} has no axe violation of any severity`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test("every internal link on every public page leads to a real page", async ({ page }) => {
  test.slow();
  const notFound = await notFoundHeading();
  const targets = new Set<string>();
  for (const path of publicPaths) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    for (const link of await internalLinks(page)) targets.add(link);
  }
  // The admin area is its own product surface, built in a later issue; its routes are not public pages.
  // The documents and pictures the build keeps beside the pages are files, not pages.
  const isFile = (target: string) => /^\/(documents|images)\//.test(target);
  const publicTargets = [...targets].filter(
    (target) => !target.startsWith("/admin") && !isFile(target),
  );
  expect(publicTargets.length).toBeGreaterThan(10);
  const files = [...targets].filter(isFile);
  expect(files.length, "the documents of /adv and /crs").toBeGreaterThan(0);
  for (const file of files) {
    const response = await page.request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toMatch(
      file.startsWith("/documents/") ? /^application\/pdf/ : /^image\//,
    );
  }
  for (const target of publicTargets) {
    await page.goto(target);
    await expect(page.locator("h1"), `${target} should render a page`).toBeVisible();
    await expect(
      page.getByText(notFound),
      `${target} should not be the not-found page`,
    ).toHaveCount(0);
  }
});

test("an unknown path shows the not-found page with a way home and logs the path", async ({
  page,
}) => {
  const notFound = await publishedPage("not-found");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/no-such-page/here");
  await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
  // Logged by an island of the page, once the page is idle.
  await expect.poll(() => errors.join("\n")).toContain("/no-such-page/here");
  await page.getByRole("main").getByRole("link", { name: notFound.homeAction.label }).click();
  await expect(page).toHaveURL(new RegExp(`${notFound.homeAction.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// Tagged tests run in one project only (see playwright.config.ts): phones have the collapsible menu,
// desktops the dropdowns.
test("the mobile menu opens and navigates", { tag: "@phone" }, async ({ page }) => {
  const { header } = await publishedPage("layout");
  await page.goto(paths.home);
  await hydrated(page);
  const menuButton = page.getByRole("button", { name: header.menu, exact: true });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: header.feeStructure }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.fees}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("h1")).toBeVisible();
});

test(
  "the desktop navigation's dropdowns work by keyboard",
  { tag: "@desktop" },
  async ({ page }) => {
    // No waiting for the navigation's code: focusing a button loads it, and a key pressed before it
    // has arrived is replayed (src/app/public/islands-runtime.ts).
    const { header } = await publishedPage("layout");
    await page.goto(paths.home);
    const nav = page.getByRole("navigation", { name: header.mainNavLabel });
    const about = nav.getByRole("button", { name: header.aboutMenu, exact: true });
    const ourProcess = nav.getByRole("link", { name: header.ourProcess });
    await expect(ourProcess).toBeHidden();

    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(ourProcess).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: header.aboutUs })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(ourProcess).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(ourProcess).toBeHidden();
    await expect(about).toBeFocused();

    // Tab past the closed group; ArrowDown opens the next one and End reaches its last link.
    await page.keyboard.press("Tab");
    const services = nav.getByRole("button", { name: header.servicesMenu, exact: true });
    await expect(services).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: header.servicesOverview })).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav.getByRole("link", { name: header.feeStructure })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${paths.fees}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: header.feeStructure })).toBeHidden();
    // The group holding the page is marked, and a new page starts at its top: the skip link first.
    await expect(services).toHaveClass(/(^|\s)after:opacity-100(\s|$)/);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: header.skipLink })).toBeFocused();
  },
);
