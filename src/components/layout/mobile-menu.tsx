import { createLucideIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { island } from "@/lib/island";
import { cn } from "@/lib/utils";
import { startMobileMenu } from "./mobile-menu-dialog";
import { MobileMenuPanel, type MenuLabels } from "./mobile-menu-panel";
import type { NavEntry, NavLink } from "./site-nav";

// Lucide's menu icon drawn as one path instead of three (this button is an island's markup, which
// the build's SVG merging leaves as React renders it): two elements fewer on every page.
const Menu = createLucideIcon("menu", [["path", { d: "M4 5h16M4 12h16M4 19h16", key: "lines" }]]);

type MobileMenuProps = {
  nav: readonly NavEntry[];
  actions: { secondary: NavLink; primary: NavLink };
  labels: MenuLabels;
  className?: string;
};

/**
 * The phone navigation: a menu button opening a side panel with every link and both buttons. The
 * panel is a <template> until the first tap, when mobile-menu-dialog.ts puts it in the page and opens
 * it: no element of it to lay out or style before.
 */
function MobileNavigation({ nav, actions, labels, className }: MobileMenuProps) {
  const panelId = useId();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={labels.menu}
        aria-haspopup="dialog"
        aria-expanded={false}
        className={cn("-mr-2 size-11 [&_svg]:size-6", className)}
      >
        <Menu aria-hidden="true" />
      </Button>
      <template>
        <MobileMenuPanel id={panelId} nav={nav} actions={actions} labels={labels} />
      </template>
    </>
  );
}

/** An island of DOM code: a desktop, which hides its button, never loads its code (lib/island.tsx). */
export const MobileMenu = island(MobileNavigation, "visible", startMobileMenu);
