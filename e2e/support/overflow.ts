// What runs past the edges of a box: the page's main column, a dialog, a card. A phone's screen has
// no room to spare, so anything wider than its column scrolls the page sideways or is cut off.
import type { Locator, Page } from "@playwright/test";

/**
 * The elements inside `container` whose box runs past its content box (`edge` "content": inside its
 * padding) or its padding box ("padding"), each as the start of its HTML. Left out: what a scrolling
 * or clipping box inside it holds (a tab row that scrolls sideways keeps its tabs), visually
 * hidden text (1 px wide, placed where it is read), and what is never drawn (opacity 0: the hidden
 * checkbox Radix puts beside a switch so that a form posts its value).
 */
export const pastTheEdges = (container: Locator, edge: "content" | "padding" = "content") =>
  container.evaluate((root, edge) => {
    const px = (value: string) => parseFloat(value) || 0;
    const style = getComputedStyle(root);
    const box = root.getBoundingClientRect();
    const inset = (side: "Left" | "Right") =>
      px(style[`border${side}Width`]) + (edge === "content" ? px(style[`padding${side}`]) : 0);
    const left = box.left + inset("Left");
    const right = box.right - inset("Right");
    const heldInside = (element: Element) => {
      for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    };
    return [...root.querySelectorAll("*")]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height === 0) return false;
        if (getComputedStyle(element).opacity === "0") return false;
        return (rect.left < left - 0.5 || rect.right > right + 0.5) && !heldInside(element);
      })
      .map((element) => element.outerHTML.slice(0, 120));
  }, edge);

/** How many CSS pixels the page scrolls sideways (0 when it fits the window). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
