import { X } from "lucide-react";
import { useId, type RefObject } from "react";
import { PageLink, PageNavLink } from "@/components/ui/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "@/components/ui/sheet";
import {
  adminNavLink,
  isNavMenu,
  type NavEntry,
  type NavLink as NavLinkItem,
  type NavMenu,
} from "./site-nav";
import { cn } from "@/lib/utils";

const menuLink = cn(
  "flex min-h-11 items-center rounded px-3 text-base font-medium text-navy-800 transition-colors hover:bg-navy-50",
  "aria-[current=page]:bg-brass-50 aria-[current=page]:font-semibold aria-[current=page]:text-navy-950",
);

/** The phone menu's own words, from the layout's published header labels. */
export type MenuLabels = { menu: string; closeMenu: string; mobileNavLabel: string };

type MobileMenuPanelProps = {
  /** The dialog's id, named by the menu button's aria-controls. */
  id: string;
  nav: readonly NavEntry[];
  actions: { secondary: NavLinkItem; primary: NavLinkItem };
  labels: MenuLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  showAdminLink: boolean;
  /** The menu button: it lives outside this dialog, so the dialog cannot find it by itself. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The phone menu's side panel with every link and both buttons (Radix Dialog: focus trap, scroll
 * lock, the page hidden from screen readers). Loaded lazily by MobileMenu.
 */
export function MobileMenuPanel({
  id,
  nav,
  actions,
  labels,
  open,
  onOpenChange,
  showAdminLink,
  returnFocusTo,
}: MobileMenuPanelProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="gap-0"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-5">
          <SheetTitle>{labels.menu}</SheetTitle>
          <SheetClose asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={labels.closeMenu}
              className="-mr-2 size-11 [&_svg]:size-5"
            >
              <X aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        <nav aria-label={labels.mobileNavLabel} className="px-3 py-4">
          <ul className="flex flex-col gap-1">
            {nav.map((entry) => (
              <li key={entry.label}>
                {isNavMenu(entry) ? <MenuGroup menu={entry} /> : <MenuLink link={entry} end />}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-3 border-t border-border px-5 py-6">
          <SheetClose asChild>
            <PageLink
              className={buttonVariants({ variant: "outline", size: "lg" })}
              to={actions.secondary.href}
            >
              {actions.secondary.label}
            </PageLink>
          </SheetClose>
          <SheetClose asChild>
            <PageLink
              className={buttonVariants({ variant: "accent", size: "lg" })}
              to={actions.primary.href}
            >
              {actions.primary.label}
            </PageLink>
          </SheetClose>
          {showAdminLink && (
            <SheetClose asChild>
              <PageNavLink
                to={adminNavLink.href}
                className={cn(menuLink, "justify-center text-sm text-navy-600")}
              >
                {adminNavLink.label}
              </PageNavLink>
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
      <PageNavLink to={link.href} end={end} className={menuLink}>
        {link.label}
      </PageNavLink>
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
