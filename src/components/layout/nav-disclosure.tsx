import { useId } from "react";
import { PageNavLink } from "@/components/ui/link";
import { isCurrentPath, useSitePath } from "@/lib/navigation";
import type { NavMenu } from "./site-nav";
import { cn } from "@/lib/utils";

type NavDisclosureProps = {
  menu: NavMenu;
  /** The look of a top-level item, shared with the plain links beside it. */
  itemClassName: string;
};

const linkClass = cn(
  "flex min-h-10 items-center rounded px-3 py-2 text-sm font-medium transition-colors",
  "hover:bg-navy-50 hover:text-navy-950 focus-visible:bg-navy-50 focus-visible:ring-offset-0",
  "aria-[current=page]:bg-brass-50 aria-[current=page]:text-brass-700 aria-[current=page]:hover:bg-brass-100",
);

/**
 * A header link group, closed: a button that shows or hides a plain list of links (the WAI-ARIA
 * "disclosure navigation" pattern, which desktop-nav-dropdowns.ts plays in the browser). The button
 * is marked when the group holds the current page. Its parent (the navigation's list item) is the
 * group: `relative`, so the list drops below the button.
 */
export function NavDisclosure({ menu, itemClassName }: NavDisclosureProps) {
  const listId = useId();
  const pathname = useSitePath();
  const holdsCurrentPage = menu.items.some((item) => isCurrentPath(item.href, pathname, true));
  return (
    <>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={listId}
        className={cn(
          itemClassName,
          "group aria-expanded:bg-navy-50 aria-expanded:text-navy-950",
          holdsCurrentPage && "text-navy-950 after:opacity-100",
        )}
      >
        {menu.label}
        <span
          aria-hidden="true"
          className="chevron-down size-4 text-navy-400 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      {/* `hidden` rather than absent: aria-controls always names an element. */}
      <ul
        id={listId}
        hidden
        className="absolute left-0 top-full z-50 mt-2 min-w-[13rem] rounded-md border border-border bg-white p-1.5 text-navy-900 shadow-lift"
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <PageNavLink to={item.href} className={linkClass}>
              {item.label}
            </PageNavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
