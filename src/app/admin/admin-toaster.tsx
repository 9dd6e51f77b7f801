import { Toaster } from "sonner";
import { SIDEBAR_INSET_VARIABLE, useIsMobile } from "@/components/ui/sidebar";
import { toastColors } from "@/lib/data-providers";

/**
 * The admin area's toasts, where they cover no control: on wide screens at the top, in the header's
 * empty middle (the sidebar toggle is at its left, the account menu at its right), centred on the
 * page beside the sidebar; on phones, whose header is full, at the bottom.
 */
export function AdminToaster() {
  const isMobile = useIsMobile();
  return (
    <Toaster
      richColors
      closeButton
      position={isMobile ? "bottom-center" : "top-center"}
      offset={{ top: 6 }}
      style={{
        ...toastColors,
        ...(isMobile ? {} : { left: `calc(50% + var(${SIDEBAR_INSET_VARIABLE}, 0px) / 2)` }),
      }}
    />
  );
}
