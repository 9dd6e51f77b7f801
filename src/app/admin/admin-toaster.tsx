import { createPortal } from "react-dom";
import { Toaster } from "sonner";
import { SIDEBAR_INSET_VARIABLE } from "@/components/ui/sidebar";
import { toasterHolder, useToastSlot } from "@/components/ui/toast-slot";
import { toastColors } from "@/lib/data-providers";

/**
 * The admin area's toasts, where they cover no control. In a place of the flow that grows by the
 * toast (components/ui/toast-slot.tsx): an open dialog's top at any width, and on phones, whose
 * header is full, under the header's bar (or at the top of the sign-in page); there one at a time,
 * the next showing when it goes. Elsewhere (wide screens) over the page at the top, in the header's
 * empty middle (the sidebar toggle is at its left, the account menu at its right), centred on the
 * page beside the sidebar.
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
      style={{
        ...toastColors,
        ...(inSlot ? {} : { left: `calc(50% + var(${SIDEBAR_INSET_VARIABLE}, 0px) / 2)` }),
      }}
    />,
    toasterHolder(),
  );
}
