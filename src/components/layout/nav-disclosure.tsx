import { ChevronDown } from "lucide-react";
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { flushSync } from "react-dom";
import { PageNavLink } from "@/components/ui/link";
import { isCurrentPath, useSitePath } from "@/lib/navigation";
import type { NavMenu } from "./site-nav";
import { cn } from "@/lib/utils";

type NavDisclosureProps = {
  menu: NavMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The look of a top-level item, shared with the plain links beside it. */
  itemClassName: string;
};

const linkClass = cn(
  "flex min-h-10 items-center rounded px-3 py-2 text-sm font-medium transition-colors",
  "hover:bg-navy-50 hover:text-navy-950 focus-visible:bg-navy-50 focus-visible:ring-offset-0",
  "aria-[current=page]:bg-brass-50 aria-[current=page]:text-brass-700 aria-[current=page]:hover:bg-brass-100",
);

/** Where ArrowUp/ArrowDown/Home/End move from link `index` of `count`; undefined for other keys. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowDown":
      return Math.min(index + 1, count - 1);
    case "ArrowUp":
      return Math.max(index - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A header link group as the WAI-ARIA "disclosure navigation" pattern: a button showing or hiding a
 * plain list of links (site navigation, so no role=menu). Click, Enter or Space toggles it; ArrowDown
 * on the button opens it and focuses the first link; the arrows, Home and End move between links;
 * Escape closes it and gives focus back to the button; so do focus leaving the group, a pointer
 * down outside it and following a link. The parent decides which group is open.
 */
export function NavDisclosure({ menu, open, onOpenChange, itemClassName }: NavDisclosureProps) {
  const listId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pathname = useSitePath();
  const holdsCurrentPage = menu.items.some((item) => isCurrentPath(item.href, pathname, true));

  const links = () => [...(listRef.current?.querySelectorAll("a") ?? [])];
  const closeAndFocusButton = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  // While open, Escape works wherever focus is (Safari does not focus a clicked button).
  const onDocumentKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === "Escape") closeAndFocusButton();
  });
  const onDocumentPointerDown = useEffectEvent((event: PointerEvent) => {
    if (!groupRef.current?.contains(event.target as Node)) onOpenChange(false);
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener("keydown", onDocumentKeyDown);
    document.addEventListener("pointerdown", onDocumentPointerDown);
    return () => {
      document.removeEventListener("keydown", onDocumentKeyDown);
      document.removeEventListener("pointerdown", onDocumentPointerDown);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    // Render the list visible now, so its first link can take focus.
    flushSync(() => onOpenChange(true));
    links()[0]?.focus();
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links();
    const target = targetIndex(event.key, all.indexOf(event.currentTarget), all.length);
    if (target === undefined) return;
    event.preventDefault();
    all[target]?.focus();
  };

  // A null relatedTarget (a click on the list's padding, switching windows) is not leaving: outside
  // clicks are the pointer-down listener's job.
  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onOpenChange(false);
  };

  return (
    <div ref={groupRef} onBlur={onGroupBlur} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
        className={cn(
          itemClassName,
          "group aria-expanded:bg-navy-50 aria-expanded:text-navy-950",
          holdsCurrentPage && "text-navy-950 after:opacity-100",
        )}
      >
        {menu.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-navy-400 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      {/* `hidden` rather than unmounting: aria-controls always names an element. */}
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 min-w-[13rem] rounded-md border border-border bg-white p-1.5 text-navy-900 shadow-lift"
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <PageNavLink
              to={item.href}
              onClick={closeAndFocusButton}
              onKeyDown={onLinkKeyDown}
              className={linkClass}
            >
              {item.label}
            </PageNavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
