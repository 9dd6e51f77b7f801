// The admin area's inactivity sign-out, with fake timers: warned at 25 idle minutes, signed out at
// 30; any of the activity events (or activity in another tab) starts the clock again.
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inactivity } from "@/content/admin/session";
import {
  ACTIVITY_EVENTS,
  LAST_ACTIVITY_KEY,
  useInactivityTimeout,
} from "@/features/auth/hooks/use-inactivity-timeout";

const MINUTE = 60_000;

function Idle({ onWarn, onTimeout }: { onWarn: () => void; onTimeout: () => void }) {
  useInactivityTimeout({
    warnAfterMs: inactivity.warnAfterMs,
    timeoutMs: inactivity.timeoutMs,
    onWarn,
    onTimeout,
  });
  return null;
}

function setup() {
  const onWarn = vi.fn();
  const onTimeout = vi.fn();
  const view = render(<Idle onWarn={onWarn} onTimeout={onTimeout} />);
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { onWarn, onTimeout, wait, view };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the inactivity timeout", () => {
  it("uses the spec's numbers: warning 5 minutes before 30, shown for 10 seconds", () => {
    expect(inactivity).toEqual({
      timeoutMs: 30 * MINUTE,
      warnAfterMs: 25 * MINUTE,
      warningDurationMs: 10_000,
    });
  });

  it("warns after 25 idle minutes and times out after 30, once each", () => {
    const { onWarn, onTimeout, wait } = setup();
    wait(25 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    wait(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    wait(5 * MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    wait(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    wait(60 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)("starts both clocks again on %s", (type) => {
    const { onWarn, onTimeout, wait } = setup();
    wait(24 * MINUTE);
    act(() => {
      (type === "scroll" ? document : window).dispatchEvent(new Event(type, { bubbles: true }));
    });
    wait(24 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    wait(1 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
    wait(5 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("counts a scroll inside a panel (scroll events do not bubble)", () => {
    const { onWarn, wait } = setup();
    const panel = document.createElement("div");
    document.body.append(panel);
    wait(20 * MINUTE);
    act(() => {
      panel.dispatchEvent(new Event("scroll", { bubbles: false }));
    });
    wait(24 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    panel.remove();
  });

  it("ignores events that are not activity, such as focus", () => {
    const { onWarn, wait } = setup();
    wait(20 * MINUTE);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    wait(5 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it("tells other tabs about activity, and restarts on activity in another tab", () => {
    const { onWarn, wait } = setup();
    act(() => {
      window.dispatchEvent(new Event("keypress"));
    });
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());

    wait(24 * MINUTE);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: LAST_ACTIVITY_KEY, newValue: "1" }));
    });
    wait(24 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "something-else", newValue: "1" }));
    });
    wait(1 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it("stops when the admin area is left", () => {
    const { onWarn, onTimeout, wait, view } = setup();
    view.unmount();
    wait(60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
