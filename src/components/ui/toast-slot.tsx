import { useLayoutEffect, useRef, useSyncExternalStore } from "react";

/**
 * Where the admin area's toasts take their room: a place in the flow (in the middle of the wide
 * header's bar, under the phone header's bar, at the top of the sign-in page on a phone, at the top
 * of an open dialog) that holds the toaster and grows by the toast showing, so a toast pushes what is
 * below it down instead of covering it.
 *
 * One element holds the toaster (AdminToaster renders into it through a portal, so the toaster stays
 * mounted, its toasts too, wherever the element goes); the newest place mounted holds that element,
 * an open dialog's over the page's, and without one the body does (the toaster floats). It moves
 * here, in the commit that mounts the place: before an opening dialog hides the rest of the page from
 * screen readers, so a toast in the dialog is still heard.
 */
export type ToastSlotKind = "bar" | "page" | "dialog";

const slots: HTMLElement[] = [];
const listeners = new Set<() => void>();
let holder: HTMLElement | undefined;

const moveHolder = () => {
  holder ??= document.createElement("div");
  (slots.at(-1) ?? document.body).append(holder);
  listeners.forEach((listener) => listener());
};

/** The element AdminToaster renders the toaster into. */
export function toasterHolder(): HTMLElement {
  if (!holder) moveHolder();
  return holder!;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const holdingSlot = () => slots.at(-1);

/** The place holding the toaster now; undefined: the body. */
export const useToastSlot = () => useSyncExternalStore(subscribe, holdingSlot, () => undefined);

/**
 * A place for the toasts. A page's place sets its height (the toast's and its margins, when it holds
 * one) as `--toast-slot-height` on <html>, whose scroll-padding-top counts it: a focused element never
 * scrolls under the toast. "bar": in the wide sticky header's bar, between its controls, the bar as
 * tall as the toast needs (index.css takes the larger of the two); "page": under the phone header's
 * bar, or at the top of the sign-in page, its height added. A dialog's ("dialog") is above the part
 * of the dialog that scrolls: nothing goes under it.
 */
export function ToastSlot({ kind, className }: { kind: ToastSlotKind; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    slots.push(slot);
    moveHolder();
    const page = document.documentElement;
    const measured =
      kind !== "dialog"
        ? new ResizeObserver(() =>
            page.style.setProperty("--toast-slot-height", `${slot.offsetHeight}px`),
          )
        : undefined;
    measured?.observe(slot);
    return () => {
      measured?.disconnect();
      if (measured) page.style.removeProperty("--toast-slot-height");
      slots.splice(slots.indexOf(slot), 1);
      moveHolder();
    };
  }, [kind]);
  return <div ref={ref} data-toast-slot={kind} className={className} />;
}
