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
