// The reveals of the home page: the markup Reveal prerenders (the animation itself is CSS, and the
// browser tests watch it play, or not with reduced motion), and the observer that marks a reveal once
// it has scrolled into view.
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal, RevealItem } from "@/components/motion/reveal";
import { revealOnScroll } from "@/lib/reveal-on-scroll";

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

/** The element a reveal wraps `text` in. */
const wrapperOf = (text: string) => screen.getByText(text).closest("[data-reveal]") as HTMLElement;

beforeEach(() => {
  observed = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Reveal", () => {
  it("fades in by default, after a delay of at most 0.3 s", () => {
    render(
      <>
        <Reveal>Our Services</Reveal>
        <Reveal delay={0.2}>Our Process</Reveal>
        <Reveal delay={2}>Our Fees</Reveal>
      </>,
    );
    expect(wrapperOf("Our Services")).toHaveAttribute("data-reveal", "fade");
    expect(wrapperOf("Our Services").style.getPropertyValue("--reveal-delay")).toBe("");
    expect(wrapperOf("Our Process").style.getPropertyValue("--reveal-delay")).toBe("0.2s");
    expect(wrapperOf("Our Fees").style.getPropertyValue("--reveal-delay")).toBe("0.3s");
  });

  it("only slides the hero's text, so it is never transparent", () => {
    render(<Reveal effect="slide">Portfolios Built for the 21st Century</Reveal>);
    expect(wrapperOf("Portfolios Built for the 21st Century")).toHaveAttribute(
      "data-reveal",
      "slide",
    );
  });

  it("keeps revealed list items as list items, one after another", () => {
    render(
      <ul>
        <RevealItem index={0}>Discover</RevealItem>
        <RevealItem index={1}>Design</RevealItem>
      </ul>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Discover", "Design"]);
    expect(items.map((item) => item.style.getPropertyValue("--reveal-delay"))).toEqual([
      "",
      "0.1s",
    ]);
  });
});

describe("revealOnScroll", () => {
  function renderReveals() {
    render(
      <>
        <Reveal effect="slide">Hero</Reveal>
        <Reveal>Our Services</Reveal>
        <Reveal>Our Process</Reveal>
      </>,
    );
    revealOnScroll(document.body);
    return { services: wrapperOf("Our Services"), process: wrapperOf("Our Process") };
  }

  it("marks a fading reveal once it scrolls into view, and for good", () => {
    const { services, process } = renderReveals();
    expect(observed.map((entry) => entry.target)).toEqual([services, process]);
    expect(services).not.toHaveAttribute("data-revealed");

    setInView(services, true);
    expect(services).toHaveAttribute("data-revealed");
    expect(process).not.toHaveAttribute("data-revealed");
    // No longer watched: scrolling away does not hide it again.
    expect(observed.map((entry) => entry.target)).toEqual([process]);
  });

  it("leaves a reveal that only comes near the viewport as it is", () => {
    const { services } = renderReveals();
    setInView(services, false);
    expect(services).not.toHaveAttribute("data-revealed");
  });

  it("shows every reveal at once where the browser cannot observe the viewport", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { services, process } = renderReveals();
    expect(services).toHaveAttribute("data-revealed");
    expect(process).toHaveAttribute("data-revealed");
  });
});
