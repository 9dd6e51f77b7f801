import { expect, test, type Page } from "@playwright/test";
import { adminNavLink } from "../src/components/layout/site-nav";
import { paths, publicPaths } from "../src/content/routes";
import { axeViolations } from "./support/axe";
import { e2eSiteUrl } from "./support/env";
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
  "the phone menu is a modal dialog: focus in it, closed by Escape, its button, the backdrop or a wider screen, focus back on the menu button",
  { tag: "@phone" },
  async ({ page }) => {
    const { header } = await publishedPage("layout");
    await page.goto(paths.about);
    await hydrated(page);
    const menuButton = page.getByRole("button", { name: header.menu, exact: true });
    const menu = page.getByRole("dialog", { name: header.menu });
    await expect(menuButton).toHaveAttribute("aria-haspopup", "dialog");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).not.toHaveAttribute("aria-controls");

    const open = async () => {
      await menuButton.click();
      await expect(menu).toBeVisible();
      await expect(menuButton).toHaveAttribute("aria-expanded", "true");
      await expect(menuButton).toHaveAttribute("aria-controls", (await menu.getAttribute("id"))!);
    };
    const closedWithFocusOnButton = async () => {
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      await expect(menuButton).not.toHaveAttribute("aria-controls");
      await expect(menuButton).toBeFocused();
    };

    // Focus goes in and never reaches the page behind: Tab cycles through the panel's close button
    // and links, passing through the browser's own controls (the document's body then has focus),
    // as a native modal dialog does.
    await open();
    await expect(menu.getByRole("button", { name: header.closeMenu })).toBeFocused();
    const focused = new Set<string>();
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press("Tab");
      focused.add(
        await menu.evaluate((dialog) => {
          const active = document.activeElement;
          if (active === document.body) return "the browser";
          return dialog.contains(active) ? "the menu" : `${active?.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    expect([...focused].sort()).toEqual(["the browser", "the menu"]);
    // The page behind neither scrolls nor answers a pointer.
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Every link of the site, both buttons, and the Admin link on this development host.
    for (const name of [
      header.home,
      header.aboutUs,
      header.ourProcess,
      header.servicesOverview,
      header.feeStructure,
      header.resources,
      header.contact,
      header.reviewAction.label,
      header.scheduleAction.label,
      adminNavLink.label,
    ])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: header.aboutUs })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await closedWithFocusOnButton();

    await open();
    await menu.getByRole("button", { name: header.closeMenu }).click();
    await closedWithFocusOnButton();

    // A tap on the dimmed page beside the panel.
    await open();
    await page.mouse.click(10, 400);
    await closedWithFocusOnButton();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await open();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The button is hidden at this width.
    await expect(
      page.getByRole("button", { name: header.menu, exact: true, includeHidden: true }),
    ).toHaveAttribute("aria-expanded", "false");
  },
);

test("the Admin link is not shown on the site's public host", async ({ page, baseURL }) => {
  const { header } = await publishedPage("layout");
  // The build under test, served from the host it was made for (the machine has no such host: each
  // request is answered with the preview server's answer to it).
  await page.route(`${e2eSiteUrl}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${pathname}${search}` }) });
  });
  await page.goto(`${e2eSiteUrl}${paths.about}`);
  await hydrated(page);
  if (page.viewportSize()!.width < 768) {
    await page.getByRole("button", { name: header.menu, exact: true }).click();
    const menu = page.getByRole("dialog", { name: header.menu });
    await expect(menu.getByRole("link", { name: header.scheduleAction.label })).toBeVisible();
  } else {
    await expect(
      page
        .getByRole("navigation", { name: header.mainNavLabel })
        .getByRole("link", { name: header.contact }),
    ).toBeVisible();
  }
  await expect(page.getByRole("link", { name: adminNavLink.label, exact: true })).toHaveCount(0);
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
