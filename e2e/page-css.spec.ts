// Each public page inlines only the rules of the stylesheet it uses (scripts/lib/site-build/page-css.ts).
// Nothing a visitor sees may change for it: with the page's own CSS, every element (and its ::before
// and ::after) has the computed style it has with the whole stylesheet, as the page loads and once
// its islands have rendered what only the browser shows: the phone menu's panel or the header's
// dropdown open, the newsletter box's message under a refused address.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { publicPaths } from "../src/content/routes";
import { everyIslandHydrated } from "./support/hydration";

const assets = join("dist", "assets");
const stylesheetFile = readdirSync(assets).find((file) => file.endsWith(".css"));
if (!stylesheetFile) throw new Error("The build has no stylesheet: build the site first");
/** The whole stylesheet, which the admin area links and the public pages once inlined. */
const wholeStylesheet = readFileSync(join(assets, stylesheetFile), "utf8");

/**
 * The differences between every element's computed style (and its ::before's and ::after's, where
 * one is drawn) with the page's own CSS and with the whole stylesheet in its place, animations
 * ended; the own CSS put back. Custom properties aside: they style nothing themselves, and what they
 * feed is in the others (the whole stylesheet declares Tailwind's defaults, --tw-ring-color and the
 * like, on elements whose rules never read them). Computed and compared in the page, one string of
 * values per element and pseudo-element: a property list is looked up only where two differ.
 */
function styleDifferences(page: Page) {
  return page.evaluate((whole) => {
    const properties = [...getComputedStyle(document.documentElement)].filter(
      (property) => !property.startsWith("--"),
    );
    const elements = [...document.querySelectorAll("html, body, body *")];
    const pseudos = [null, "::before", "::after"] as const;
    const valuesOf = (style: CSSStyleDeclaration) =>
      properties.map((property) => style.getPropertyValue(property));
    const snapshot = () => {
      for (const animation of document.getAnimations()) animation.finish();
      return elements.flatMap((element) =>
        pseudos.map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          // A ::before or ::after without content is not drawn: its other values style nothing.
          if (pseudo && (style.content === "none" || style.content === "normal")) return "";
          return valuesOf(style).join("\u0001");
        }),
      );
    };
    // The page's own stylesheet is the head's first; a dialog's scroll lock adds one of its own.
    const style = document.head.querySelector("style");
    if (!style?.textContent?.includes(":root")) throw new Error("No inline stylesheet in the head");
    const ownCss = style.textContent;
    const own = snapshot();
    style.textContent = whole;
    const withWhole = snapshot();
    style.textContent = ownCss;
    const differences: string[] = [];
    own.forEach((values, index) => {
      if (values === withWhole[index]) return;
      const element = elements[Math.floor(index / pseudos.length)]!;
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}${pseudos[index % pseudos.length] ?? ""}`;
      const ownValues = values.split("\u0001");
      const wholeValues = withWhole[index]!.split("\u0001");
      properties.forEach((property, i) => {
        if (ownValues[i] !== wholeValues[i])
          differences.push(`${name} ${property}: own ${ownValues[i]}, whole ${wholeValues[i]}`);
      });
    });
    return { ownBytes: ownCss.length, differences: differences.slice(0, 20) };
  }, wholeStylesheet);
}

async function expectSameStyles(page: Page, state: string) {
  const { ownBytes, differences } = await styleDifferences(page);
  expect(ownBytes, "the page inlines less than the whole stylesheet").toBeLessThan(
    wholeStylesheet.length,
  );
  expect(differences, `${state}: computed styles that differ`).toEqual([]);
}

const desktop = (page: Page) => page.viewportSize()!.width >= 768;

for (const path of [...publicPaths, "/no-such-page"]) {
  test(`${path}: its own CSS styles every element as the whole stylesheet does`, async ({
    page,
  }) => {
    // Two states of up to 450 elements of some 350 properties each, on a shared two-core machine.
    test.setTimeout(120_000);
    // The pages' calls to the stack and the booking widget's script play no part in their styles.
    await page.route("**/rest/v1/**", (route) => route.fulfill({ status: 204 }));
    await page.route("https://assets.calendly.com/**", (route) => route.abort());
    await page.goto(path);
    await everyIslandHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectSameStyles(page, "as loaded");

    // What only the browser renders, at once: the footer's newsletter box refusing an address, and
    // the open menu of this width.
    const box = page.getByRole("contentinfo").locator('[data-island="newsletter-form"]');
    await box.getByRole("textbox").fill("not an address");
    await box.getByRole("textbox").press("Enter");
    await expect(box.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    if (desktop(page)) {
      await page.locator('[data-island="desktop-nav"] button[aria-expanded]').first().click();
      await expect(
        page.locator('[data-island="desktop-nav"] button[aria-expanded="true"]'),
      ).toHaveCount(1);
    } else {
      await page.locator('[data-island="mobile-menu"] button').first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
    }
    await expect(box.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    await expectSameStyles(page, "the newsletter box's error shown and the menu open");
  });
}
