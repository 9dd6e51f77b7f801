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
 * The differences between every element's computed style (and its ::before's and ::after's) with the
 * page's own CSS and with the whole stylesheet in its place, animations ended; the own CSS put back.
 * Custom properties aside: they style nothing themselves, and what they feed is in the others (the
 * whole stylesheet declares Tailwind's defaults, --tw-ring-color and the like, on elements whose
 * rules never read them). Computed and compared in the page: hundreds of thousands of values.
 */
function styleDifferences(page: Page) {
  return page.evaluate((whole) => {
    const snapshot = () => {
      for (const animation of document.getAnimations()) animation.finish();
      const lines = new Map<string, string>();
      const elements = [...document.querySelectorAll("html, body, body *")];
      elements.forEach((element, index) => {
        const name = `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(element, pseudo);
          for (let i = 0; i < style.length; i++) {
            const property = style[i]!;
            if (property.startsWith("--")) continue;
            lines.set(`${name}${pseudo ?? ""} ${property}`, style.getPropertyValue(property));
          }
        }
      });
      return lines;
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
    for (const key of new Set([...own.keys(), ...withWhole.keys()]))
      if (own.get(key) !== withWhole.get(key))
        differences.push(`${key}: own ${own.get(key)}, whole ${withWhole.get(key)}`);
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
    // Three states of up to 450 elements of some 350 properties each, on a shared two-core machine.
    test.setTimeout(180_000);
    // The pages' calls to the stack and the booking widget's script play no part in their styles.
    await page.route("**/rest/v1/**", (route) => route.fulfill({ status: 204 }));
    await page.route("https://assets.calendly.com/**", (route) => route.abort());
    await page.goto(path);
    await everyIslandHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectSameStyles(page, "as loaded");

    // What only the browser renders: the open menu of this width.
    if (desktop(page)) {
      await page.locator('[data-island="desktop-nav"] button[aria-expanded]').first().click();
      await expect(
        page.locator('[data-island="desktop-nav"] button[aria-expanded="true"]'),
      ).toHaveCount(1);
      await expectSameStyles(page, "a dropdown open");
      await page.keyboard.press("Escape");
    } else {
      await page.locator('[data-island="mobile-menu"] button').first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectSameStyles(page, "the phone menu open");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }

    // The footer's newsletter box refusing an address.
    const box = page.getByRole("contentinfo").locator('[data-island="newsletter-form"]');
    await box.getByRole("textbox").fill("not an address");
    await box.getByRole("textbox").press("Enter");
    await expect(box.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    await expectSameStyles(page, "the newsletter box's error shown");
  });
}
