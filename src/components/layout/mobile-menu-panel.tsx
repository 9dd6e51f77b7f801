import { X } from "lucide-react";
import { useId } from "react";
import { PageLink, PageNavLink } from "@/components/ui/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { isNavMenu, type NavEntry, type NavLink as NavLinkItem, type NavMenu } from "./site-nav";
import { cn } from "@/lib/utils";

const menuLink = cn(
  "flex min-h-11 items-center rounded px-3 text-base font-medium text-navy-800 transition-colors hover:bg-navy-50",
  "aria-[current=page]:bg-brass-50 aria-[current=page]:font-semibold aria-[current=page]:text-navy-950",
);

/** The phone menu's own words, from the layout's published header labels. */
export type MenuLabels = { menu: string; closeMenu: string; mobileNavLabel: string };

type MobileMenuPanelProps = {
  /** The dialog's id, named by the menu button's aria-controls while it is open. */
  id: string;
  nav: readonly NavEntry[];
  actions: { secondary: NavLinkItem; primary: NavLinkItem };
  labels: MenuLabels;
};

/**
 * The phone menu's side panel with every link and both buttons: a native <dialog>, which
 * mobile-menu-dialog.ts opens as a modal (focus kept inside, the page behind inert, Escape closes
 * it) and closes on its close button, a link followed or a tap on the backdrop. Its element fills
 * the dialog, so a click on the dialog itself is one on the backdrop.
 */
export function MobileMenuPanel({ id, nav, actions, labels }: MobileMenuPanelProps) {
  const titleId = useId();
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      className={cn(
        "fixed inset-y-0 left-auto right-0 m-0 h-full max-h-full w-[88%] max-w-sm overflow-y-auto",
        "border-l border-border bg-background p-0 text-foreground shadow-lift outline-none",
        "backdrop:bg-navy-950/50 backdrop:backdrop-blur-[2px]",
      )}
    >
      <div className="flex min-h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-5">
          <Heading level={2} size="lg" id={titleId}>
            {labels.menu}
          </Heading>
          <Button
            variant="ghost"
            size="icon"
            aria-label={labels.closeMenu}
            data-menu-close=""
            className="-mr-2 size-11 [&_svg]:size-5"
          >
            <X aria-hidden="true" />
          </Button>
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
        {/* The Admin link comes last here where it may show (mobile-menu-dialog.ts). */}
        <div
          data-menu-actions=""
          className="mt-auto flex flex-col gap-3 border-t border-border px-5 py-6"
        >
          <PageLink
            className={buttonVariants({ variant: "outline", size: "lg" })}
            to={actions.secondary.href}
          >
            {actions.secondary.label}
          </PageLink>
          <PageLink
            className={buttonVariants({ variant: "accent", size: "lg" })}
            to={actions.primary.href}
          >
            {actions.primary.label}
          </PageLink>
        </div>
      </div>
    </dialog>
  );
}

function MenuLink({ link, end = false }: { link: NavLinkItem; end?: boolean }) {
  return (
    <PageNavLink to={link.href} end={end} className={menuLink}>
      {link.label}
    </PageNavLink>
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
