import { useEffect } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "sonner";
import { toasterHolder, useToastSlot } from "@/components/ui/toast-slot";
import { toastColors } from "@/lib/data-providers";

/**
 * The admin area's toasts, where they cover no control. In a place of the flow that grows by the
 * toast (components/ui/toast-slot.tsx), one at a time, the next showing when it goes: an open
 * dialog's top at any width; in the admin shell, the sticky header's bar, in its empty middle on wide
 * screens (the sidebar toggle is at its left, the account menu at its right; the bar grows when the
 * toast is taller than it, so the toast never hangs over the page below) and under the bar on phones,
 * whose bar is full; the top of the sign-in page on phones. Elsewhere (the sign-in pages on wide
 * screens) over the page at the top, centred.
 */
export function AdminToaster() {
  const inSlot = useToastSlot() !== undefined;
  useEffect(() => letTabPassTheToasts(toasterHolder()), []);
  return createPortal(
    <Toaster
      richColors
      closeButton
      position="top-center"
      visibleToasts={inSlot ? 1 : 3}
      offset={{ top: 6 }}
      style={toastColors}
    />,
    toasterHolder(),
  );
}

/**
 * Sonner sends the focus that leaves its toasts back to where it was before it came in (made for its
 * Alt+T shortcut). In the flow, Tab reaches a toast between the header's controls, and each Tab or
 * Shift+Tab out of it was sent back: the keyboard was trapped for as long as the toast showed (and a
 * focused toast stays). So Sonner is not told where the focus comes from, and the focus goes on where
 * the key takes it. Returns the cleanup.
 */
function letTabPassTheToasts(holder: HTMLElement) {
  // From outside, and from one toast's part to another (a toast to its close button): Sonner would
  // send the focus back there too.
  const onFocusIn = (event: FocusEvent) => event.stopPropagation();
  holder.addEventListener("focusin", onFocusIn, { capture: true });
  return () => holder.removeEventListener("focusin", onFocusIn, { capture: true });
}
