import { countBookings } from "../count-bookings";
import { loadScriptOnce } from "../load-script";
import { schedulingWidget } from "../widget";

// /schedule's booking widget in the browser (scheduling-widget.tsx renders its markup: the loading
// box, and the phone-and-email fallback hidden): DOM code, not React.

declare global {
  interface Window {
    /** Set by Calendly's widget.js. */
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
  }
}

/**
 * Loads Calendly's widget script (on first use only, never from the page's HTML) and fills the box
 * with the inline booking widget. Once the widget's frame appears, the loading state goes; when the
 * script fails to load, or no frame appears within the timeout, the box gives way to the fallback:
 * another way to get in touch instead of an empty box. Without a booking link the page has only
 * the fallback, and nothing loads.
 */
export function startSchedulingWidget(element: HTMLElement): void {
  const container = element.querySelector<HTMLElement>(".calendly-inline-widget");
  if (!container) return;
  const box = element.querySelector<HTMLElement>("[data-widget-box]");
  const loading = element.querySelector("[data-widget-loading]");
  const fallback = element.querySelector<HTMLElement>("[data-widget-fallback]");
  const url = container.dataset.url;
  if (!box || !loading || !fallback || !url) {
    throw new Error("The booking widget's markup has no place for the calendar or the fallback");
  }
  countBookings(url);

  let settled = false;
  const hasFrame = () => container.querySelector("iframe") !== null;
  const settle = (ready: boolean) => {
    if (settled) return;
    settled = true;
    observer.disconnect();
    clearTimeout(timer);
    if (ready) {
      loading.remove();
    } else {
      box.remove();
      fallback.hidden = false;
    }
  };
  const observer = new MutationObserver(() => hasFrame() && settle(true));
  observer.observe(container, { childList: true, subtree: true });
  const timer = setTimeout(() => settle(hasFrame()), schedulingWidget.timeoutMs);

  loadScriptOnce(schedulingWidget.scriptSrc).then(
    () => {
      // widget.js fills .calendly-inline-widget elements itself when it first runs; on a later
      // visit (script already loaded) the widget has to be started by hand.
      if (!settled && !hasFrame())
        window.Calendly?.initInlineWidget({ url, parentElement: container });
    },
    (error: unknown) => {
      console.error("Scheduling widget unavailable:", error);
      settle(false);
    },
  );
}
