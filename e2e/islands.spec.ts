// The public pages' islands (src/lib/island.tsx) in the production build: bringing them to life
// (React hydrating them, or their DOM code) re-creates no element the prerenderer made and logs
// nothing, every part a visitor can touch works before its code has arrived (a press or a submit is
// replayed once it has) and after, and a page read from its top loads no React.
import { expect, test } from "@playwright/test";
import { paths, publicPaths } from "../src/content/routes";
import { subscribersWith } from "./support/admin";
import { complaintsOf } from "./support/complaints";
import { closeHeaderMenu, openHeaderMenu } from "./support/header-menu";
import {
  assetOf,
  everyIslandHydrated,
  holdBack,
  hydrated,
  islandHydrated,
} from "./support/hydration";
import { published, publishedPage } from "./support/published";

const never = () => new Promise<void>(() => {});

/** The DOM code of the header's menus (one file for both, vite.config.ts). */
const headerMenus = "src/components/layout/desktop-nav-dropdowns.ts";

test.describe("hydration", () => {
  for (const path of [...publicPaths, "/no-such-page"]) {
    test(`${path}: re-creates no element of the prerendered page and logs nothing`, async ({
      page,
    }) => {
      const complaints = complaintsOf(page);
      // Hydration alone: nothing from the stack comes (the pages ask for nothing but the visit
      // count), so nothing but React changes the page; a third party's script is not the site's to
      // answer for.
      await page.route("**/rest/v1/**", never);
      await page.route("https://assets.calendly.com/**", never);
      // A browser without a PDF viewer: /crs's viewer keeps the link it was prerendered with (one
      // with a viewer on a wide screen swaps it for the PDF in a frame once hydrated, by design:
      // form-crs.spec.ts).
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "pdfViewerEnabled", { get: () => false }),
      );
      const releaseCode = await holdBack(
        page,
        "react",
        headerMenus,
        "src/pages/not-found/report-missing-path.ts",
      );
      await page.goto(path);
      // Every element of the page as prerendered, and, the moment an island has its code (React
      // hydrated it or its DOM code ran: the runtime marks it data-hydrated), whether each of that
      // island's elements is still its own: checked then, before anything the island does
      // afterwards (a widget giving up, say).
      await page.evaluate(() => {
        const record = window as unknown as { prerendered: Element[]; recreated: string[] };
        record.prerendered = [...document.querySelectorAll("#root *")];
        record.recreated = [];
        const describe = (element: Element) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
        for (const island of document.querySelectorAll("[data-island]")) {
          const own = [...island.querySelectorAll("*")];
          new MutationObserver((_records, observer) => {
            if (!island.hasAttribute("data-hydrated")) return;
            observer.disconnect();
            for (const element of own)
              if (!island.contains(element)) record.recreated.push(describe(element));
          }).observe(island, { attributes: true, attributeFilter: ["data-hydrated"] });
        }
      });

      releaseCode();
      await everyIslandHydrated(page);

      const { total, recreated } = await page.evaluate(() => {
        const record = window as unknown as { prerendered: Element[]; recreated: string[] };
        const root = document.getElementById("root")!;
        // Outside the islands no code changes anything: it stays as it was.
        const outside = record.prerendered.filter(
          (element) => !element.closest("[data-island]") && !root.contains(element),
        );
        return {
          total: record.prerendered.length,
          recreated: [
            ...record.recreated,
            ...outside.map((element) => `${element.tagName.toLowerCase()} outside the islands`),
          ],
        };
      });
      expect(total).toBeGreaterThan(100);
      expect(recreated).toEqual([]);
      // The not-found page logs the path asked for (spec); nothing else is logged.
      const expected = path.startsWith("/no-such")
        ? [
            expect.stringContaining("404 (Not Found)"),
            expect.stringContaining("404 Error: User attempted to access non-existent route"),
          ]
        : [];
      expect(complaints).toEqual(expected);
    });
  }
});

test.describe("the header's menus, before and after their code", () => {
  test(
    "a tap on the phone's menu button before its code opens the menu once it has",
    {
      tag: "@phone",
    },
    async ({ page }) => {
      const { header } = await publishedPage("layout");
      const release = await holdBack(page, "src/components/layout/mobile-menu-dialog.ts");
      await page.goto(paths.home);
      const menuButton = page.getByRole("button", { name: header.menu, exact: true });
      await menuButton.click();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      release();
      const menu = page.getByRole("dialog", { name: header.menu });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: header.feeStructure })).toBeVisible();
      // And from then on, as any button: Escape closes it, a tap opens it again.
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await menuButton.click();
      await expect(menu).toBeVisible();
    },
  );

  test(
    "a click on a dropdown before its code opens it once it has",
    { tag: "@desktop" },
    async ({ page }) => {
      const { header } = await publishedPage("layout");
      const release = await holdBack(page, headerMenus);
      await page.goto(paths.home);
      const nav = page.getByRole("navigation", { name: header.mainNavLabel });
      const about = nav.getByRole("button", { name: header.aboutMenu, exact: true });
      await about.click();
      await expect(about).toHaveAttribute("aria-expanded", "false");

      release();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: header.ourProcess })).toBeVisible();
      await about.click();
      await expect(nav.getByRole("link", { name: header.ourProcess })).toBeHidden();
    },
  );

  test("a page read to its end, its menu opened and closed, loads no React until the reader heads for a form", async ({
    page,
  }) => {
    const { header } = await publishedPage("layout");
    const react = assetOf("react");
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
    // /fees: its dated qualified-client tests are DOM code too, started once the page is idle.
    await page.goto(paths.fees);
    await hydrated(page);
    await islandHydrated(page, "qualified-client-tests");
    await openHeaderMenu(page, header);
    await closeHeaderMenu(page, header);
    await page.waitForLoadState("networkidle");
    expect(loaded).toContain(assetOf(headerMenus));
    expect(loaded).not.toContain(react);

    // Nor does reading on to the footer: its newsletter box, which React hydrates, brings it only
    // when the reader heads for the box.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(loaded).not.toContain(react);
    await page.getByRole("contentinfo").getByRole("textbox").click();
    await expect.poll(() => loaded).toContain(react);
  });

  test("links work before any code has arrived", async ({ page }) => {
    const { hero } = await publishedPage("home");
    await holdBack(page, "react", headerMenus);
    await page.goto(paths.home);
    await page
      .getByRole("main")
      .getByRole("link", { name: hero.secondaryAction.label, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${hero.secondaryAction.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("a subscribe form, before and after its code", () => {
  test("an address sent before the form's code is sent once the code is there, without reloading the page", async ({
    page,
  }, testInfo) => {
    const [{ newsletter }, { settings }] = await Promise.all([
      publishedPage("layout"),
      published(),
    ]);
    const release = await holdBack(page, "src/features/newsletter/index.ts");
    await page.goto(paths.resources);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const box = page
      .getByRole("contentinfo")
      .getByRole("form", { name: settings.newsletter_heading });
    const email = `early-${testInfo.project.name}-${Date.now()}@example.com`;
    await box.getByRole("textbox", { name: newsletter.emailLabel }).fill(email);
    await box.getByRole("textbox", { name: newsletter.emailLabel }).press("Enter");
    await expect(box.getByRole("button", { name: newsletter.submit })).toBeEnabled();
    expect(await subscribersWith(email)).toEqual([]);

    release();
    await expect(box.getByRole("status")).toHaveText(newsletter.subscribed);
    expect(await subscribersWith(email)).toEqual([{ email, source_path: paths.resources }]);
    expect(page.url()).toMatch(new RegExp(`${paths.resources}$`));
    expect(await page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe(
      "same page",
    );

    // Hydrated, it says an invalid address is one, at once.
    await box.getByRole("textbox", { name: newsletter.emailLabel }).fill("reader@example");
    await box.getByRole("button", { name: newsletter.submit }).click();
    await expect(box.getByRole("textbox", { name: newsletter.emailLabel })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});

test.describe("going from one page to another and back", () => {
  test("the header's links lead to the next page, and back shows the first one working", async ({
    page,
  }) => {
    const [{ header }, { hero }] = await Promise.all([
      publishedPage("layout"),
      publishedPage("home"),
    ]);
    await page.goto(paths.home);
    await hydrated(page);
    const desktop = page.viewportSize()!.width >= 768;
    if (desktop) {
      await page
        .getByRole("navigation", { name: header.mainNavLabel })
        .getByRole("link", { name: header.resources, exact: true })
        .click();
    } else {
      await page.getByRole("button", { name: header.menu, exact: true }).click();
      await page
        .getByRole("dialog")
        .getByRole("link", { name: header.resources, exact: true })
        .click();
    }
    await expect(page).toHaveURL(new RegExp(`${paths.resources}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.heading);
    if (desktop) {
      const about = page
        .getByRole("navigation", { name: header.mainNavLabel })
        .getByRole("button", { name: header.aboutMenu, exact: true });
      await about.click();
      await expect(about).toHaveAttribute("aria-expanded", "true");
    } else {
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByRole("button", { name: header.menu, exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    }
  });
});
