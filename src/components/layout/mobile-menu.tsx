import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useSiteLocation } from "@/lib/navigation";
import { Button } from "@/components/ui/button";
import { headerCopy } from "@/content/navigation";
import { cn } from "@/lib/utils";
import { whenIdle } from "@/lib/when-idle";

// Tailwind's md breakpoint, where the desktop navigation takes over from this menu.
const desktopQuery = "(min-width: 768px)";

// The panel and Radix Dialog are a chunk of their own, kept out of every page's first download.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

type MobileMenuProps = { showAdminLink: boolean; className?: string };

/** The phone navigation: a menu button opening a side panel with every link and both buttons. */
export function MobileMenu({ showAdminLink, className }: MobileMenuProps) {
  const { pathname } = useSiteLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Mounted from the first tap on (it suspends until its chunk is there, then opens: no lost tap).
  const [panelMounted, setPanelMounted] = useState(false);
  // Open "on" a pathname, so any navigation (a link, the back button) closes the menu by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  // Fetch the panel before the first tap, so it opens at once; desktops never show the button.
  useEffect(() => {
    if (window.matchMedia(desktopQuery).matches) return;
    return whenIdle(() => void loadPanel());
  }, []);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(desktopQuery);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpenOn(null);
    };
    desktop.addEventListener("change", closeOnDesktop);
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, [open]);

  const openMenu = () => {
    setPanelMounted(true);
    setOpenOn(pathname);
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={headerCopy.menu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={openMenu}
        className={cn("-mr-2 size-11 [&_svg]:size-6", className)}
      >
        <Menu aria-hidden="true" />
      </Button>
      {panelMounted && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={panelId}
            open={open}
            onOpenChange={(next) => setOpenOn(next ? pathname : null)}
            showAdminLink={showAdminLink}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
