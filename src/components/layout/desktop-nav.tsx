import { PageLink, PageNavLink } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { island } from "@/lib/island";
import { cn } from "@/lib/utils";
import { startDesktopNav } from "./desktop-nav-dropdowns";
import { isNavMenu, type NavEntry, type NavLink } from "./site-nav";
import { NavDisclosure } from "./nav-disclosure";

// Top-level items: a brass underline marks the current page (aria-current) or the open section.
const topLevelItem = cn(
  "relative inline-flex h-10 items-center gap-1 rounded px-2.5 text-sm font-medium text-navy-700 transition-colors lg:px-3",
  "hover:bg-navy-50 hover:text-navy-950",
  "after:absolute after:inset-x-2.5 after:-bottom-1 xl:after:-bottom-[0.9rem] after:h-0.5 after:rounded-full after:bg-brass-500 after:opacity-0 lg:after:inset-x-3",
  "aria-[current=page]:text-navy-950 aria-[current=page]:after:opacity-100",
);

type DesktopNavProps = {
  nav: readonly NavEntry[];
  /** The navigation's name for screen readers. */
  label: string;
  className?: string;
};

/**
 * The header's links from the md breakpoint up (the mobile menu covers smaller screens), every group
 * closed: its groups open and close, and the Admin link shows where it may, by DOM code in the browser
 * (desktop-nav-dropdowns.ts).
 */
function DesktopNavigation({ nav, label, className }: DesktopNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="-ml-2.5 flex items-center xl:ml-0">
        {nav.map((entry) => (
          <li key={entry.label} className={isNavMenu(entry) ? "relative" : undefined}>
            {isNavMenu(entry) ? (
              <NavDisclosure menu={entry} itemClassName={topLevelItem} />
            ) : (
              <PageNavLink to={entry.href} end className={topLevelItem}>
                {entry.label}
              </PageNavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An island of DOM code: a phone, which hides it, never loads its code (see lib/island.tsx). */
export const DesktopNav = island(DesktopNavigation, "visible", startDesktopNav);

/** The header's two buttons from the md breakpoint up. */
export function HeaderActions({
  actions,
  className,
}: {
  actions: { secondary: NavLink; primary: NavLink };
  className?: string;
}) {
  return (
    <div className={cn("flex shrink-0 items-center gap-2", className)}>
      <PageLink
        className={buttonVariants({ variant: "outline", size: "sm" })}
        to={actions.secondary.href}
      >
        {actions.secondary.label}
      </PageLink>
      <PageLink
        className={buttonVariants({ variant: "accent", size: "sm" })}
        to={actions.primary.href}
      >
        {actions.primary.label}
      </PageLink>
    </div>
  );
}
