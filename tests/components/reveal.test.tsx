import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal, RevealItem } from "@/components/motion/reveal";

/** Observed elements and the callbacks that report their visibility, as a browser's observer would. */
let observed: {
  target: Element;
  report: IntersectionObserverCallback;
  observer: IntersectionObserver;
}[] = [];

class FakeIntersectionObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({
      target,
      report: this.report,
      observer: this as unknown as IntersectionObserver,
    });
  }
  unobserve(target: Element) {
    observed = observed.filter((entry) => entry.target !== target);
  }
  disconnect() {
    observed = observed.filter((entry) => entry.report !== this.report);
  }
  takeRecords() {
    return [];
  }
}

/** Tells the observers of `element` that it entered (or left) the viewport. */
function setInView(element: Element, isIntersecting: boolean) {
  for (const { target, report, observer } of observed.filter((entry) => entry.target === element)) {
    const entry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
    } as IntersectionObserverEntry;
    act(() => report([entry], observer));
  }
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: reduce && query === "(prefers-reduced-motion: reduce)",
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** The element whose opacity decides whether the text can be seen: the revealed wrapper. */
const wrapperOf = (text: string) => screen.getByText(text).closest("div")!;

beforeEach(() => {
  observed = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Reveal", () => {
  it("keeps its content hidden until it scrolls into view, then shows it for good", async () => {
    preferReducedMotion(false);
    render(<Reveal>Our Services</Reveal>);
    const wrapper = wrapperOf("Our Services");
    expect(wrapper).toHaveStyle({ opacity: "0" });

    await waitFor(() => expect(observed.some((entry) => entry.target === wrapper)).toBe(true));
    setInView(wrapper, true);
    await waitFor(() => expect(wrapper).toHaveStyle({ opacity: "1" }), { timeout: 3000 });

    setInView(wrapper, false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wrapper).toHaveStyle({ opacity: "1" });
  });

  it("shows its content at once, without observing the viewport, when reduced motion is asked for", () => {
    preferReducedMotion(true);
    render(<Reveal>Our Process</Reveal>);
    const wrapper = wrapperOf("Our Process");
    expect(wrapper).not.toHaveStyle({ opacity: "0" });
    expect(wrapper.style.transform).toBe("");
    expect(observed).toHaveLength(0);
  });

  it("only slides the hero's text, so it is never transparent", () => {
    preferReducedMotion(false);
    render(<Reveal effect="slide">Portfolios Built for the 21st Century</Reveal>);
    const wrapper = wrapperOf("Portfolios Built for the 21st Century");
    expect(wrapper).not.toHaveStyle({ opacity: "0" });
    expect(wrapper.style.transform).toContain("translateY(24px)");
  });

  it("keeps revealed list items as list items, hidden until they scroll into view", () => {
    preferReducedMotion(false);
    render(
      <ul>
        <RevealItem index={0}>Discover</RevealItem>
        <RevealItem index={1}>Design</RevealItem>
      </ul>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Discover", "Design"]);
    for (const item of items) expect(item).toHaveStyle({ opacity: "0" });
  });
});
