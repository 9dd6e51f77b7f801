import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SchedulingWidget } from "@/features/scheduling";
import { schedulingWidget } from "@/features/scheduling/widget";
import { siteLayout, pageContent } from "../support/site-data";

// The widget's words are /schedule's published content and the firm's contact details the layout's
// (the seeded database's, tests/support/site-data.tsx), handed to the island as props.
const labels = pageContent("schedule").widget;
const { phone, phoneDigits, email } = siteLayout().contact;
const contact = { phone, phoneDigits, email };

const bookingUrl = "https://calendly.com/example-firm/30min";
const widgetScripts = () =>
  Array.from(document.scripts).filter(
    (script) => script.getAttribute("src") === schedulingWidget.scriptSrc,
  );

function expectFallback() {
  expect(screen.getByRole("heading", { name: labels.unavailableHeading })).toBeInTheDocument();
  expect(screen.getByText(labels.unavailableText)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: `${labels.call} ${contact.phone}` })).toHaveAttribute(
    "href",
    `tel:${contact.phoneDigits}`,
  );
  expect(screen.getByRole("link", { name: `${labels.email} ${contact.email}` })).toHaveAttribute(
    "href",
    `mailto:${contact.email}`,
  );
  expect(screen.queryByText(labels.loading)).not.toBeInTheDocument();
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
        <SchedulingWidget url={bookingUrl} labels={labels} contact={contact} />
      </StrictMode>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(labels.loading);
    const widget = screen.getByRole("region", { name: labels.frameTitle });
    expect(widget).toHaveAttribute("data-url", bookingUrl);
    expect(widget?.style.height).toBe(`${schedulingWidget.heightPx}px`);
    expect(widgetScripts()).toHaveLength(1);
  });

  it("does not inject the script again when the page is visited a second time", async () => {
    const first = render(<SchedulingWidget url={bookingUrl} labels={labels} contact={contact} />);
    await act(async () => widgetScripts()[0]?.dispatchEvent(new Event("load")));
    first.unmount();
    const initInlineWidget = vi.fn();
    window.Calendly = { initInlineWidget };

    render(<SchedulingWidget url={bookingUrl} labels={labels} contact={contact} />);
    await act(async () => {});
    expect(widgetScripts()).toHaveLength(1);
    expect(initInlineWidget).toHaveBeenCalledWith({
      url: bookingUrl,
      parentElement: document.querySelector(".calendly-inline-widget"),
    });
  });

  it("offers phone and email when the script fails to load", async () => {
    render(<SchedulingWidget url={bookingUrl} labels={labels} contact={contact} />);
    await act(async () => widgetScripts()[0]?.dispatchEvent(new Event("error")));
    expectFallback();
    expect(widgetScripts()).toHaveLength(0);
    expect(console.error).toHaveBeenCalled();
  });

  it("offers phone and email when no widget appears before the timeout", () => {
    vi.useFakeTimers();
    render(<SchedulingWidget url={bookingUrl} labels={labels} contact={contact} />);
    act(() => vi.advanceTimersByTime(schedulingWidget.timeoutMs - 1));
    expect(screen.getByText(labels.loading)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expectFallback();
  });

  it("shows the calendar once the widget's iframe appears", async () => {
    render(<SchedulingWidget url={bookingUrl} labels={labels} contact={contact} />);
    window.Calendly = {
      initInlineWidget: ({ parentElement }) =>
        parentElement.append(document.createElement("iframe")),
    };
    await act(async () => widgetScripts()[0]?.dispatchEvent(new Event("load")));
    expect(screen.queryByText(labels.loading)).not.toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: labels.unavailableHeading }),
    ).not.toBeInTheDocument();
    expect(document.querySelector(".calendly-inline-widget iframe")).not.toBeNull();
  });

  it("offers phone and email without loading anything when no booking link is configured", () => {
    render(<SchedulingWidget url={undefined} labels={labels} contact={contact} />);
    expectFallback();
    expect(widgetScripts()).toHaveLength(0);
  });
});
