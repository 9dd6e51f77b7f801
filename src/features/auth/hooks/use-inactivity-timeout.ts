import { useEffect, useEffectEvent } from "react";

/** What counts as activity. */
export const ACTIVITY_EVENTS = [
  "mousedown",
  "mousemove",
  "keypress",
  "scroll",
  "touchstart",
] as const;

/** Where a tab notes its last activity, so an idle tab does not sign out a tab in use. */
export const LAST_ACTIVITY_KEY = "admin:last-activity";
const SHARE_EVERY_MS = 1000;

interface InactivityOptions {
  warnAfterMs: number;
  timeoutMs: number;
  onWarn: () => void;
  onTimeout: () => void;
}

/**
 * Calls onWarn after `warnAfterMs` and onTimeout after `timeoutMs` without activity. Activity in
 * this tab (the events above, also inside scrolling panels) or in another tab of the admin area
 * starts both clocks again.
 */
export function useInactivityTimeout({
  warnAfterMs,
  timeoutMs,
  onWarn,
  onTimeout,
}: InactivityOptions) {
  const warn = useEffectEvent(onWarn);
  const expire = useEffectEvent(onTimeout);

  useEffect(() => {
    let warnTimer: ReturnType<typeof setTimeout> | undefined;
    let expireTimer: ReturnType<typeof setTimeout> | undefined;
    let lastShared = 0;

    const restart = () => {
      clearTimeout(warnTimer);
      clearTimeout(expireTimer);
      warnTimer = setTimeout(() => warn(), warnAfterMs);
      expireTimer = setTimeout(() => expire(), timeoutMs);
    };
    const onActivity = () => {
      restart();
      const now = Date.now();
      if (now - lastShared < SHARE_EVERY_MS) return;
      lastShared = now;
      try {
        localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
      } catch {
        // Storage may be full or blocked; this tab's own clock still works.
      }
    };
    // The storage event fires in the other tabs only.
    const onOtherTab = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) restart();
    };

    const listenerOptions = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listenerOptions);
    window.addEventListener("storage", onOtherTab);
    restart();
    return () => {
      clearTimeout(warnTimer);
      clearTimeout(expireTimer);
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, onActivity, listenerOptions);
      window.removeEventListener("storage", onOtherTab);
    };
  }, [warnAfterMs, timeoutMs]);
}
