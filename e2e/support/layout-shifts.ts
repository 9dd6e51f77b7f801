// The layout shifts that count towards CLS (none after recent input), as a page records them from
// its first byte on: what moved, and whether it is in the footer or the header.
import type { Page } from "@playwright/test";

export interface Shift {
  value: number;
  /** The elements that moved, as "tag.class (or text): x,y wxh -> x,y wxh". */
  moved: string[];
  /** Whether one of them is in the footer. */
  inFooter: boolean;
  /** Whether every one of them the browser still names is in the page's header. */
  inHeader: boolean;
}

/** Records the page's layout shifts that count towards CLS into window.shifts, from its first byte on. */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const record = window as unknown as { shifts: Shift[] };
    record.shifts = [];
    // (An SVG element's className is an object: its attribute names its classes.)
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${node.getAttribute("class") ?? ""}`
        : "text";
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (shift.hadRecentInput) continue;
        record.shifts.push({
          value: shift.value,
          moved: shift.sources.map(
            (source) =>
              `${describe(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
          inFooter: shift.sources.some(
            (source) => source.node?.parentElement?.closest("footer") != null,
          ),
          // (A source's node is null where the browser no longer has it: a text run, say.)
          inHeader: shift.sources
            .filter((source) => source.node)
            .every((source) => source.node!.parentElement?.closest("header") != null),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
