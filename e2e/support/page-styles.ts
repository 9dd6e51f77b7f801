// Each public page inlines only the rules of the stylesheet it uses (scripts/lib/site-build/page-css.ts).
// Nothing a visitor sees may change for it: with the page's own CSS, every element (and its ::before
// and ::after) has the computed style it has with the whole stylesheet, in whatever state the page
// is in (as it loads, with a menu open, a form's message shown).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

const assets = join("dist", "assets");

/** The whole stylesheet, which the admin area links and the public pages once inlined. */
function wholeStylesheet(): string {
  const file = readdirSync(assets).find((name) => name.endsWith(".css"));
  if (!file) throw new Error("The build has no stylesheet: build the site first");
  return readFileSync(join(assets, file), "utf8");
}

/**
 * The differences between every element's computed style (and its ::before's and ::after's, where
 * one is drawn) with the page's own CSS and with the whole stylesheet in its place, animations
 * ended (or, endless, cancelled); the own CSS put back. Custom properties aside: they style nothing
 * themselves, and what they feed is in the others (the whole stylesheet declares Tailwind's
 * defaults, --tw-ring-color and the like, on elements whose rules never read them). Computed and
 * compared in the page, one string of values per element and pseudo-element: a property list is
 * looked up only where two differ.
 */
function styleDifferences(page: Page, whole: string) {
  return page.evaluate((whole) => {
    const properties = [...getComputedStyle(document.documentElement)].filter(
      (property) => !property.startsWith("--"),
    );
    const elements = [...document.querySelectorAll("html, body, body *")];
    const pseudos = [null, "::before", "::after"] as const;
    const valuesOf = (style: CSSStyleDeclaration) =>
      properties.map((property) => style.getPropertyValue(property));
    const snapshot = () => {
      // Ended where they end; one that never ends (a spinner) taken off in both alike.
      for (const animation of document.getAnimations())
        if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
        else animation.finish();
      return elements.flatMap((element) =>
        pseudos.map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          // A ::before or ::after without content is not drawn: its other values style nothing.
          if (pseudo && (style.content === "none" || style.content === "normal")) return "";
          return valuesOf(style).join("\u0001");
        }),
      );
    };
    // The page's own stylesheet is the head's first (Tailwind's preflight opens it: every page has
    // its box-sizing rule); a dialog's scroll lock adds one of its own.
    const style = document.head.querySelector("style");
    if (!style?.textContent?.includes("box-sizing:border-box"))
      throw new Error("No inline stylesheet in the head");
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
  }, whole);
}

/** Fails, naming the first differences, if the page's own CSS styles anything unlike the whole stylesheet. */
export async function expectOwnCssStylesAsTheWhole(page: Page, state: string) {
  const whole = wholeStylesheet();
  const { ownBytes, differences } = await styleDifferences(page, whole);
  expect(ownBytes, "the page inlines less than the whole stylesheet").toBeLessThan(whole.length);
  expect(differences, `${state}: computed styles that differ`).toEqual([]);
}
