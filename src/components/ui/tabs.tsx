import * as TabsPrimitive from "@radix-ui/react-tabs";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { cn } from "@/lib/utils";

// Tabs (Radix): arrow keys move between tabs, Home/End jump, Tab goes into the panel. The tabs stay
// on one row; where they do not fit (a phone), the row scrolls sideways, its edge fades where more
// tabs wait beyond it, and the selected tab (also one opened from the URL) scrolls into view.
export const Tabs = TabsPrimitive.Root;

/** How wide the fade at an edge with more tabs beyond it is (the list's mask below): 2rem. */
const FADE_PX = 32;

/** Which ends of the row have tabs scrolled out of sight. */
interface HiddenEnds {
  before: boolean;
  after: boolean;
}

/** Scrolls the row sideways (never the page) so `tab` is whole and clear of the fades. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < row.left + FADE_PX) list.scrollLeft -= row.left + FADE_PX - box.left;
  else if (box.right > row.right - FADE_PX) list.scrollLeft += box.right - (row.right - FADE_PX);
}

/**
 * Keeps the selected tab in view whenever it changes (Radix marks it data-state="active") and says
 * which ends of the row hide tabs, as the row scrolls or changes size.
 */
function useTabRow() {
  const listRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenEnds>({ before: false, after: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setHidden((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    const revealSelected = () => {
      const selected = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (selected) revealTab(list, selected);
      measure();
    };
    revealSelected();
    const selection = new MutationObserver(revealSelected);
    selection.observe(list, { subtree: true, attributeFilter: ["data-state"] });
    // The row is as wide as the page: it changes size with the window (a phone turned).
    window.addEventListener("resize", revealSelected);
    list.addEventListener("scroll", measure, { passive: true });
    return () => {
      selection.disconnect();
      window.removeEventListener("resize", revealSelected);
      list.removeEventListener("scroll", measure);
    };
  }, []);
  return { listRef, hidden };
}

export const TabsList = ({
  className,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.List>, "ref">) => {
  const { listRef, hidden } = useTabRow();
  return (
    <TabsPrimitive.List
      ref={listRef}
      data-more-before={hidden.before || undefined}
      data-more-after={hidden.after || undefined}
      className={cn(
        "flex w-full max-w-full gap-1 overflow-x-auto rounded-lg bg-navy-50 p-1 text-navy-700 sm:w-fit",
        // The fades: the row's edge dissolves where tabs are scrolled out of sight.
        "[--fade-after:0px] [--fade-before:0px] data-[more-after]:[--fade-after:2rem] data-[more-before]:[--fade-before:2rem]",
        "[mask-image:linear-gradient(to_right,transparent,#000_var(--fade-before),#000_calc(100%-var(--fade-after)),transparent)]",
        className,
      )}
      {...props}
    />
  );
};

export const TabsTrigger = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    ref={ref}
    className={cn(
      "inline-flex min-h-9 shrink-0 items-center justify-center whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold transition-colors",
      "hover:text-navy-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
      "data-[state=active]:bg-white data-[state=active]:text-navy-950 data-[state=active]:shadow-sm",
      className,
    )}
    {...props}
  />
);

export const TabsContent = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content
    ref={ref}
    className={cn(
      "mt-6 rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
      className,
    )}
    {...props}
  />
);
