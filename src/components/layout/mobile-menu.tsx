import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { island } from "@/lib/island";
import { wideScreenQuery } from "@/lib/media-query";
import { cn } from "@/lib/utils";
import type { MenuLabels } from "./mobile-menu-panel";
import type { NavEntry, NavLink } from "./site-nav";
import { useShowAdminLink } from "./use-admin-link";

// The panel and Radix Dialog are a chunk of their own, kept out of every page's first download.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

type MobileMenuProps = {
  nav: readonly NavEntry[];
  actions: { secondary: NavLink; primary: NavLink };
  labels: MenuLabels;
  className?: string;
  /** The host the page is served from (the Admin link's rule); the page's own by default. */
  hostname?: string;
};

/** The phone navigation: a menu button opening a side panel with every link and both buttons. */
function MobileNavigation({ nav, actions, labels, className, hostname }: MobileMenuProps) {
  const showAdminLink = useShowAdminLink(hostname);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Mounted from the first tap on (it suspends until its chunk is there, then opens: no lost tap).
  const [panelMounted, setPanelMounted] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(wideScreenQuery);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop.addEventListener("change", closeOnDesktop);
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, [open]);

  const openMenu = () => {
    setPanelMounted(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={labels.menu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // The panel's code starts loading as the finger goes down, ahead of the click that opens it.
        onPointerDown={() => void loadPanel()}
        onClick={openMenu}
        className={cn("-mr-2 size-11 [&_svg]:size-6", className)}
      >
        <Menu aria-hidden="true" />
      </Button>
      {panelMounted && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={panelId}
            nav={nav}
            actions={actions}
            labels={labels}
            open={open}
            onOpenChange={setOpen}
            showAdminLink={showAdminLink}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}

/** An island: a desktop, which hides its button, never loads its code (see lib/island.tsx). */
export const MobileMenu = island(MobileNavigation, "visible");
