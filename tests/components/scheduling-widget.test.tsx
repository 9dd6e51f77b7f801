import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contact } from "@/content/firm";
import { schedulingWidget } from "@/content/scheduling-widget";
import { SchedulingWidget } from "@/features/scheduling";

const bookingUrl = "https://calendly.com/example-firm/30min";
const widgetScripts = () =>
  Array.from(document.scripts).filter(
    (script) => script.getAttribute("src") === schedulingWidget.scriptSrc,
  );

function expectFallback() {
  expect(
    screen.getByRole("heading", { name: schedulingWidget.fallback.heading }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole("link", { name: new RegExp(contact.phone.replace(/[()]/g, "\\$&")) }),
  ).toHaveAttribute("href", contact.phoneHref);
  expect(screen.getByRole("link", { name: new RegExp(contact.email) })).toHaveAttribute(
    "href",
    contact.emailHref,
  );
  expect(screen.queryByText(schedulingWidget.loading)).not.toBeInTheDocument();
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const script of widgetScripts()) script.remove();
  delete window.Calendly;
});

describe("SchedulingWidget", () => {
  it("shows a 900 px loading box and injects the widget script once, even under strict mode", () => {
    render(
      <StrictMode>
        <SchedulingWidget url={bookingUrl} />
      </StrictMode>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(schedulingWidget.loading);
    const widget = document.querySelector<HTMLElement>(".calendly-inline-widget");
    expect(widget).toHaveAttribute("data-url", bookingUrl);
    expect(widget?.style.height).toBe(`${schedulingWidget.heightPx}px`);
    expect(widgetScripts()).toHaveLength(1);
  });

  it("does not inject the script again when the page is visited a second time", async () => {
    const first = render(<SchedulingWidget url={bookingUrl} />);
    await act(async () => widgetScripts()[0]?.dispatchEvent(new Event("load")));
    first.unmount();
    const initInlineWidget = vi.fn();
    window.Calendly = { initInlineWidget };

    render(<SchedulingWidget url={bookingUrl} />);
    await act(async () => {});
    expect(widgetScripts()).toHaveLength(1);
    expect(initInlineWidget).toHaveBeenCalledWith({
      url: bookingUrl,
      parentElement: document.querySelector(".calendly-inline-widget"),
    });
  });

  it("offers phone and email when the script fails to load", async () => {
    render(<SchedulingWidget url={bookingUrl} />);
    await act(async () => widgetScripts()[0]?.dispatchEvent(new Event("error")));
    expectFallback();
    expect(widgetScripts()).toHaveLength(0);
    expect(console.error).toHaveBeenCalled();
  });

  it("offers phone and email when no widget appears before the timeout", () => {
    vi.useFakeTimers();
    render(<SchedulingWidget url={bookingUrl} />);
    act(() => vi.advanceTimersByTime(schedulingWidget.timeoutMs - 1));
    expect(screen.getByText(schedulingWidget.loading)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expectFallback();
  });

  it("shows the calendar once the widget's iframe appears", async () => {
    render(<SchedulingWidget url={bookingUrl} />);
    window.Calendly = {
      initInlineWidget: ({ parentElement }) =>
        parentElement.append(document.createElement("iframe")),
    };
    await act(async () => widgetScripts()[0]?.dispatchEvent(new Event("load")));
    expect(screen.queryByText(schedulingWidget.loading)).not.toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: schedulingWidget.fallback.heading }),
    ).not.toBeInTheDocument();
    expect(document.querySelector(".calendly-inline-widget iframe")).not.toBeNull();
  });

  it("offers phone and email without loading anything when no booking link is configured", () => {
    render(<SchedulingWidget url={undefined} />);
    expectFallback();
    expect(widgetScripts()).toHaveLength(0);
  });
});
