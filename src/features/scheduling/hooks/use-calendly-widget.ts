import { useEffect, useRef, useState } from "react";
import { schedulingWidget } from "../widget";
import { loadScriptOnce } from "../load-script";

declare global {
  interface Window {
    /** Set by Calendly's widget.js. */
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
  }
}

export type WidgetStatus = "loading" | "ready" | "unavailable";

/**
 * Loads Calendly's widget script (on first use only, never from index.html) and fills the returned
 * container with the inline booking widget for `url`. The status is "ready" once the widget's iframe
 * appears, and "unavailable" when there is no URL, the script fails to load, or no iframe appears
 * within the timeout: the caller then shows another way to get in touch instead of an empty box.
 */
export function useCalendlyWidget(url: string | undefined) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Exclude<WidgetStatus, "loading"> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!url || !container) return;
    let active = true;
    const hasFrame = () => container.querySelector("iframe") !== null;
    const settle = (result: Exclude<WidgetStatus, "loading">) => {
      if (!active) return;
      active = false;
      observer.disconnect();
      clearTimeout(timer);
      setOutcome(result);
    };

    const observer = new MutationObserver(() => hasFrame() && settle("ready"));
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(
      () => settle(hasFrame() ? "ready" : "unavailable"),
      schedulingWidget.timeoutMs,
    );

    loadScriptOnce(schedulingWidget.scriptSrc).then(
      () => {
        // widget.js fills .calendly-inline-widget elements itself when it first runs; on a later
        // visit (script already loaded) the widget has to be started by hand.
        if (active && !hasFrame())
          window.Calendly?.initInlineWidget({ url, parentElement: container });
      },
      (error: unknown) => {
        console.error("Scheduling widget unavailable:", error);
        settle("unavailable");
      },
    );

    return () => {
      active = false;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [url]);

  const status: WidgetStatus = url ? (outcome ?? "loading") : "unavailable";
  return { containerRef, status };
}
