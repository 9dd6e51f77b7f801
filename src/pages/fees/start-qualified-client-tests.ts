import { firmCalendarDate } from "@/content/firm-time-zone";

// /fees' qualified-client tests in the browser (qualified-client-tests.tsx renders them for the day
// the page was built): DOM code, not React. The thresholds change on days the SEC sets, so once the
// page is idle this shows the words of the day it is read, in the firm's time zone, from the wording
// of every recorded order the page carries.

/** The page's words for one SEC order's thresholds, shown from the day they took effect. */
export type ThresholdsWording = {
  /** YYYY-MM-DD: the first day, in the firm's time zone, they apply to an agreement entered into. */
  from: string;
  tests: readonly [string, string];
  citation: string;
};

const setText = (element: Element, text: string) => {
  if (element.textContent !== text) element.textContent = text;
};

/** Puts the words of the thresholds in force today in place of the build day's. */
export function startQualifiedClientTests(element: HTMLElement): void {
  const box = element.querySelector<HTMLElement>("[data-thresholds-wordings]");
  const tests = element.querySelectorAll("[data-qualified-client-test]");
  const citation = element.querySelector("[data-thresholds-citation]");
  if (!box || tests.length !== 2 || !citation) {
    throw new Error("The qualified-client tests' markup has no place for their words");
  }
  // Oldest first (the prerenderer's order): the last one in force today is today's.
  const wordings = JSON.parse(box.dataset.thresholdsWordings!) as ThresholdsWording[];
  const today = firmCalendarDate(new Date());
  const inForce = wordings.findLast((wording) => wording.from <= today);
  // A day before every recorded order (a clock far behind): the build day's words stay.
  if (!inForce) return;
  tests.forEach((test, index) => setText(test, inForce.tests[index]!));
  setText(citation, inForce.citation);
}
