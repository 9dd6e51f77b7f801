// Where the focus is in the back office: the element that has it, whether it shows, and whether
// the sticky header hides it.
import { expect, type Locator, type Page } from "@playwright/test";

/** Fails unless `locator` is the element that has the focus. */
export async function expectFocused(locator: Locator, what: string) {
  await expect
    .poll(() => locator.evaluate((element) => element === document.activeElement), {
      message: `${what} should have the focus`,
    })
    .toBe(true);
}

/**
 * Fails unless `locator` has the focus and shows it: it matches :focus-visible (the browser's "the
 * person needs to see the focus", true after the keyboard) and draws an outline or a ring (Tailwind's
 * ring is a box-shadow with a spread and a colour).
 */
export async function expectFocusShown(locator: Locator, what: string) {
  await expectFocused(locator, what);
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          if (!element.matches(":focus-visible")) return "not :focus-visible";
          const style = getComputedStyle(element);
          if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return "shown";
          const shadows = style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/);
          const ring = shadows.some((shadow) => {
            const spread = parseFloat(shadow.match(/-?[\d.]+px/g)?.[3] ?? "0");
            return spread > 0 && !/rgba\([^)]*,\s*0\)/.test(shadow);
          });
          return ring ? "shown" : `no outline, box-shadow ${style.boxShadow}`;
        }),
      { message: `${what} should show that it has the focus` },
    )
    .toBe("shown");
}

/** What has the focus now, for messages. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent?.trim().slice(0, 40) ?? ""}` : "none";
  });

/**
 * Resolves once the page has stood still for five frames. html's scroll-behavior is smooth, and a
 * Shift+Tab pressed while a scroll is under way can land on an element that is in view only for the
 * moment: the browser scrolls nothing for it, and the scroll under way carries it under the header.
 */
export const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const frame = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/** The focused element's top and the sticky header's bottom (CSS pixels in the viewport). */
const focusAgainstHeader = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector("[data-sticky-header]")!.getBoundingClientRect();
    const focused = document.activeElement!.getBoundingClientRect();
    return { focusedTop: focused.top, headerBottom: header.bottom };
  });

/**
 * Fails if the focused element's box is (even partly) under the sticky header's box, once the page
 * has scrolled to it and stands still.
 */
export async function expectFocusNotUnderHeader(page: Page) {
  await scrollSettled(page);
  await expect
    .poll(
      async () => {
        const { focusedTop, headerBottom } = await focusAgainstHeader(page);
        return focusedTop >= headerBottom - 0.5
          ? "below the header"
          : `${await focusedElement(page)} at ${focusedTop}, the header ends at ${headerBottom}`;
      },
      { timeout: 5_000 },
    )
    .toBe("below the header");
}
