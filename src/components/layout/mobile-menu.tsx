import { Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import {
  adminNavLink,
  headerCopy,
  isNavMenu,
  navActions,
  primaryNav,
  type NavLink as NavLinkItem,
  type NavMenu,
} from "@/content/navigation";
import { cn } from "@/lib/utils";

// Tailwind's md breakpoint, where the desktop navigation takes over from this menu.
const desktopQuery = "(min-width: 768px)";

const menuLink = cn(
  "flex min-h-11 items-center rounded px-3 text-base font-medium text-navy-800 transition-colors hover:bg-navy-50",
  "aria-[current=page]:bg-brass-50 aria-[current=page]:font-semibold aria-[current=page]:text-navy-950",
);

type MobileMenuProps = { showAdminLink: boolean; className?: string };

/** The phone navigation: a menu button opening a side panel with every link and both buttons. */
export function MobileMenu({ showAdminLink, className }: MobileMenuProps) {
  const { pathname } = useLocation();
  // Open "on" a pathname, so any navigation (a link, the back button) closes the menu by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(desktopQuery);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpenOn(null);
    };
    desktop.addEventListener("change", closeOnDesktop);
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, [open]);

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={headerCopy.menu}
          className={cn("-mr-2 size-11 [&_svg]:size-6", className)}
        >
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined} className="gap-0">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-5">
          <SheetTitle>{headerCopy.menu}</SheetTitle>
          <SheetClose asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={headerCopy.closeMenu}
              className="-mr-2 size-11 [&_svg]:size-5"
            >
              <X aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        <nav aria-label={headerCopy.mobileNavLabel} className="px-3 py-4">
          <ul className="flex flex-col gap-1">
            {primaryNav.map((entry) => (
              <li key={entry.label}>
                {isNavMenu(entry) ? <MenuGroup menu={entry} /> : <MenuLink link={entry} end />}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-3 border-t border-border px-5 py-6">
          <SheetClose asChild>
            <Button asChild variant="outline" size="lg">
              <Link to={navActions.secondary.href}>{navActions.secondary.label}</Link>
            </Button>
          </SheetClose>
          <SheetClose asChild>
            <Button asChild variant="accent" size="lg">
              <Link to={navActions.primary.href}>{navActions.primary.label}</Link>
            </Button>
          </SheetClose>
          {showAdminLink && (
            <SheetClose asChild>
              <NavLink
                to={adminNavLink.href}
                className={cn(menuLink, "justify-center text-sm text-navy-600")}
              >
                {adminNavLink.label}
              </NavLink>
            </SheetClose>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function MenuLink({ link, end = false }: { link: NavLinkItem; end?: boolean }) {
  return (
    <SheetClose asChild>
      <NavLink to={link.href} end={end} className={menuLink}>
        {link.label}
      </NavLink>
    </SheetClose>
  );
}

function MenuGroup({ menu }: { menu: NavMenu }) {
  const headingId = useId();
  return (
    <div className="pt-3">
      <p id={headingId} className="px-3 pb-1 text-eyebrow uppercase text-navy-500">
        {menu.label}
      </p>
      <ul
        aria-labelledby={headingId}
        className="ml-3 flex flex-col gap-1 border-l border-navy-100 pl-2"
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <MenuLink link={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
