import { expect, test } from "@playwright/test";
import { adminNavLink } from "../src/components/layout/site-nav";
import { paths } from "../src/content/routes";
import { e2eSiteUrl } from "./support/env";
import { resizeViewport } from "./support/viewport";
import { hydrated } from "./support/hydration";
import { publishedPage } from "./support/published";

test("the not-found page is prerendered as 404.html, which the host serves for an unknown path", async ({
  page,
  request,
}) => {
  const response = await request.get("/404.html");
  expect(response.status()).toBe(200);
  const heading = await page.evaluate(
    (source) =>
      new DOMParser().parseFromString(source, "text/html").querySelector("h1")?.textContent ?? "",
    await response.text(),
  );
  expect(heading).not.toBe("");
  await page.goto("/no-such-page");
  await expect(page.locator("h1")).toHaveText(heading);
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
      header.formCrs,
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
    await resizeViewport(page, { width: 1024, height: 800 });
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

test("Form CRS is in the header of every page, on a phone in its menu, and leads to /crs", async ({
  page,
}) => {
  const [{ header }, crs] = await Promise.all([publishedPage("layout"), publishedPage("crs")]);
  const phone = page.viewportSize()!.width < 768;
  /** The header's Form CRS link at this width: the main navigation's, or the phone menu's. */
  const formCrsLink = async () => {
    if (!phone)
      return page
        .getByRole("navigation", { name: header.mainNavLabel })
        .getByRole("link", { name: header.formCrs, exact: true });
    await hydrated(page);
    await page.getByRole("button", { name: header.menu, exact: true }).click();
    return page
      .getByRole("dialog", { name: header.menu })
      .getByRole("link", { name: header.formCrs, exact: true });
  };
  let link = page.locator("no link yet");
  for (const path of [paths.home, paths.fees, paths.contact]) {
    await page.goto(path);
    link = await formCrsLink();
    await expect(link, path).toBeVisible();
    await expect(link, path).toHaveAttribute("href", paths.crs);
  }
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${paths.crs}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(crs.heading);
  await expect(await formCrsLink()).toHaveAttribute("aria-current", "page");
});

test("the footer sends no visitor to a social network's front page, which asks them to sign in: only the firm's own profiles", async ({
  page,
}) => {
  await page.goto(paths.about);
  // A network's front page (https://www.facebook.com/, https://x.com/, ...) is nobody's profile.
  // (Whether a profile shows at all is Site Settings': site-settings.spec.ts publishes one.)
  const hrefs = await page
    .getByRole("contentinfo")
    .locator('a[href^="http"]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  for (const href of hrefs) expect(new URL(href).pathname, href).not.toBe("/");
});
