import { ChevronDown } from "lucide-react";
import { Link, NavLink, matchPath, useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  adminNavLink,
  headerCopy,
  isNavMenu,
  navActions,
  primaryNav,
  type NavMenu,
} from "@/content/navigation";
import { cn } from "@/lib/utils";

// Top-level items: a brass underline marks the current page (aria-current) or the open section.
const topLevelItem = cn(
  "relative inline-flex h-10 items-center gap-1 rounded px-2.5 text-sm font-medium text-navy-700 transition-colors lg:px-3",
  "hover:bg-navy-50 hover:text-navy-950",
  "after:absolute after:inset-x-2.5 after:-bottom-1 xl:after:-bottom-[0.9rem] after:h-0.5 after:rounded-full after:bg-brass-500 after:opacity-0 lg:after:inset-x-3",
  "aria-[current=page]:text-navy-950 aria-[current=page]:after:opacity-100",
);

type DesktopNavProps = { showAdminLink: boolean; className?: string };

/** The header's links from the md breakpoint up (the mobile menu covers smaller screens). */
export function DesktopNav({ showAdminLink, className }: DesktopNavProps) {
  const links = showAdminLink ? [...primaryNav, adminNavLink] : primaryNav;
  return (
    <nav aria-label={headerCopy.mainNavLabel} className={className}>
      <ul className="-ml-2.5 flex items-center xl:ml-0">
        {links.map((entry) => (
          <li key={entry.label}>
            {isNavMenu(entry) ? (
              <NavDropdown menu={entry} />
            ) : (
              <NavLink to={entry.href} end className={topLevelItem}>
                {entry.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's two buttons from the md breakpoint up. */
export function HeaderActions({ className }: { className?: string }) {
  return (
    <div className={cn("flex shrink-0 items-center gap-2", className)}>
      <Button asChild variant="outline" size="sm">
        <Link to={navActions.secondary.href}>{navActions.secondary.label}</Link>
      </Button>
      <Button asChild variant="accent" size="sm">
        <Link to={navActions.primary.href}>{navActions.primary.label}</Link>
      </Button>
    </div>
  );
}

function NavDropdown({ menu }: { menu: NavMenu }) {
  const { pathname } = useLocation();
  const holdsCurrentPage = menu.items.some((item) => matchPath(item.href, pathname) !== null);
  return (
    // Not modal: a site menu should neither lock page scroll nor hide the rest of the page.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          topLevelItem,
          "group data-[state=open]:bg-navy-50 data-[state=open]:text-navy-950",
          holdsCurrentPage && "text-navy-950 after:opacity-100",
        )}
      >
        {menu.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-navy-400 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {menu.items.map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <NavLink
              to={item.href}
              className="aria-[current=page]:bg-brass-50 aria-[current=page]:text-brass-700 aria-[current=page]:data-[highlighted]:bg-brass-100"
            >
              {item.label}
            </NavLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
