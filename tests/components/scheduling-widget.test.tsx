import { screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SchedulingWidget } from "@/features/scheduling";
import { startSchedulingWidget } from "@/features/scheduling/components/start-scheduling-widget";
import { schedulingWidget } from "@/features/scheduling/widget";
import { siteLayout, pageContent } from "../support/site-data";

// The widget as the build renders it, then as its DOM code brings it to life in the browser. Its
// words are /schedule's published content and the firm's contact details the layout's (the seeded
// database's, tests/support/site-data.tsx).
const labels = pageContent("schedule").widget;
const { phone, phoneDigits, email } = siteLayout().contact;
const contact = { phone, phoneDigits, email };

const bookingUrl = "https://calendly.com/example-firm/30min";
const widgetScripts = () =>
  Array.from(document.scripts).filter(
    (script) => script.getAttribute("src") === schedulingWidget.scriptSrc,
  );

/** The widget's markup for `url` as the build writes it in the page, its DOM code started on it. */
function startWidget(url: string | undefined) {
  const page = document.createElement("div");
  page.innerHTML = renderToStaticMarkup(
    <SchedulingWidget url={url} labels={labels} contact={contact} />,
  );
  document.body.append(page);
  startSchedulingWidget(page);
  return page;
}

/** Lets the promises settled so far run their callbacks. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** The widget's script answers: it loaded, or failed. */
async function scriptAnswers(outcome: "load" | "error") {
  widgetScripts()[0]?.dispatchEvent(new Event(outcome));
  await nextTask();
}

function expectFallback() {
  expect(screen.getByRole("status")).toBeVisible();
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
  document.body.replaceChildren();
});

describe("SchedulingWidget", () => {
  it("shows a 900 px loading box, the fallback hidden, and injects the widget script once", () => {
    startWidget(bookingUrl);
    expect(screen.getByRole("status")).toHaveTextContent(labels.loading);
    const widget = screen.getByRole("region", { name: labels.frameTitle });
    expect(widget).toHaveAttribute("data-url", bookingUrl);
    expect(widget?.style.height).toBe(`${schedulingWidget.heightPx}px`);
    expect(
      screen.queryByRole("heading", { name: labels.unavailableHeading }),
    ).not.toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(1);
  });

  it("does not inject the script again when the page is visited a second time", async () => {
    const first = startWidget(bookingUrl);
    await scriptAnswers("load");
    first.remove();
    const initInlineWidget = vi.fn();
    window.Calendly = { initInlineWidget };

    startWidget(bookingUrl);
    await nextTask();
    expect(widgetScripts()).toHaveLength(1);
    expect(initInlineWidget).toHaveBeenCalledWith({
      url: bookingUrl,
      parentElement: document.querySelector(".calendly-inline-widget"),
    });
  });

  it("offers phone and email when the script fails to load", async () => {
    startWidget(bookingUrl);
    await scriptAnswers("error");
    expectFallback();
    expect(widgetScripts()).toHaveLength(0);
    expect(console.error).toHaveBeenCalled();
  });

  it("offers phone and email when no widget appears before the timeout", () => {
    vi.useFakeTimers();
    startWidget(bookingUrl);
    vi.advanceTimersByTime(schedulingWidget.timeoutMs - 1);
    expect(screen.getByText(labels.loading)).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expectFallback();
  });

  it("shows the calendar once the widget's iframe appears", async () => {
    startWidget(bookingUrl);
    window.Calendly = {
      initInlineWidget: ({ parentElement }) =>
        parentElement.append(document.createElement("iframe")),
    };
    await scriptAnswers("load");
    expect(screen.queryByText(labels.loading)).not.toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: labels.unavailableHeading }),
    ).not.toBeInTheDocument();
    expect(document.querySelector(".calendly-inline-widget iframe")).not.toBeNull();
  });

  it("offers phone and email without loading anything when no booking link is configured", () => {
    startWidget(undefined);
    expectFallback();
    expect(widgetScripts()).toHaveLength(0);
  });
});
