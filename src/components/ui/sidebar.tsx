import { Slot } from "@radix-ui/react-slot";
import { PanelLeft } from "lucide-react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";
import { useMediaQuery } from "@/lib/media-query";
import { cn } from "@/lib/utils";
import { Button } from "./button";
import { keepFocusThatMovedOn } from "./focus-return";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "./sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

// A collapsible sidebar, after shadcn/ui's (our own code):
// 16rem wide, collapsed to a 3rem rail of icons with tooltips, and below 768 px an 18rem panel that
// slides in over the page. The desktop state survives reloads in the `sidebar_state` cookie for
// 7 days; Ctrl+B (Cmd+B on a Mac) toggles it anywhere on the page.

export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** The cookie is the admin area's business only. */
const SIDEBAR_COOKIE_PATH = "/admin";
const SIDEBAR_SHORTCUT = "b";
const MOBILE_QUERY = "(max-width: 767px)";

function readSidebarCookie(): boolean | undefined {
  const entry = document.cookie
    .split("; ")
    .find((cookie) => cookie.startsWith(`${SIDEBAR_COOKIE}=`));
  const value = entry?.slice(SIDEBAR_COOKIE.length + 1);
  return value === "true" ? true : value === "false" ? false : undefined;
}

function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=${SIDEBAR_COOKIE_PATH}; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Whether the viewport is below the 768 px breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

interface SidebarContextValue {
  /** "collapsed" only on wide screens; the phone panel is either open or gone. */
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  sidebarId: string;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

export function SidebarProvider({
  defaultOpen = true,
  className,
  children,
}: {
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const sidebarId = useId();

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((shown) => !shown);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const state = open || isMobile ? "expanded" : "collapsed";
  const value = useMemo(
    () => ({ state, open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar, sidebarId }),
    [state, open, setOpen, openMobile, isMobile, toggleSidebar, sidebarId],
  ) satisfies SidebarContextValue;

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        {/* The phone panel's dialog root, around the trigger in the header and the panel alike, so
            Radix gives the focus back to the trigger when the panel closes. */}
        <Sheet open={isMobile && openMobile} onOpenChange={setOpenMobile}>
          <div className={cn("flex min-h-svh w-full", className)}>{children}</div>
        </Sheet>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

/**
 * The sidebar: a sticky column on wide screens, a modal panel from the left on phones. `label`
 * names its landmark (and the phone panel's dialog).
 */
export function Sidebar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { isMobile, state, sidebarId } = useSidebar();
  const surface = "flex flex-col bg-navy-950 text-navy-100";

  if (isMobile) {
    return (
      <SheetContent
        side="left"
        aria-describedby={undefined}
        data-state="expanded"
        className={cn("group/sidebar h-full max-w-[85vw] gap-0 border-r-0 p-0", surface, className)}
        style={{ width: SIDEBAR_WIDTH_MOBILE }}
        onOpenAutoFocus={focusFirstLink}
        onCloseAutoFocus={keepFocusThatMovedOn}
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        {children}
      </SheetContent>
    );
  }

  return (
    <aside
      id={sidebarId}
      aria-label={label}
      data-state={state}
      style={{ width: state === "expanded" ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON } as CSSProperties}
      className={cn(
        "group/sidebar sticky top-0 h-svh shrink-0 overflow-hidden transition-[width] duration-200 ease-linear motion-reduce:transition-none",
        surface,
        className,
      )}
    >
      {children}
    </aside>
  );
}

/**
 * Radix focuses a panel's first focusable element that is not a link; a navigation panel's first
 * link is where a person starts.
 */
function focusFirstLink(event: Event) {
  const firstLink = (event.currentTarget as HTMLElement).querySelector<HTMLElement>("a[href]");
  if (!firstLink) return;
  event.preventDefault();
  firstLink.focus();
}

/** The button that collapses or expands the sidebar (opens the panel on phones). */
export const SidebarTrigger = ({
  label,
  shortcut,
  className,
  onClick,
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; shortcut?: string } & {
  ref?: Ref<HTMLButtonElement>;
}) => {
  const { toggleSidebar, isMobile, open, sidebarId } = useSidebar();
  const button = (
    <Button
      ref={ref}
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-expanded={isMobile ? undefined : open}
      // On phones the sheet's trigger names its dialog instead (a key set to undefined would hide that).
      {...(isMobile ? {} : { "aria-controls": sidebarId })}
      className={cn("size-9", className)}
      onClick={(event) => {
        onClick?.(event);
        // On phones the sheet's trigger opens the panel (and sets aria-expanded).
        if (!isMobile) toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {isMobile ? <SheetTrigger asChild>{button}</SheetTrigger> : button}
      </TooltipTrigger>
      <TooltipContent side="bottom">
        {label}
        {shortcut && <kbd className="ml-2 font-sans text-navy-300">{shortcut}</kbd>}
      </TooltipContent>
    </Tooltip>
  );
};

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex min-w-0 flex-1 flex-col", className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        "flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto overflow-x-hidden p-2 group-data-[state=collapsed]/sidebar:overflow-hidden",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={cn("flex w-full min-w-0 flex-col gap-1", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: HTMLAttributes<HTMLLIElement>) {
  return <li className={cn("relative", className)} {...props} />;
}

/** Hides an element while the sidebar is a rail of icons (its text stays for screen readers). */
export const sidebarLabelClass = "truncate group-data-[state=collapsed]/sidebar:sr-only";

/**
 * An entry of the sidebar (a link with `asChild`, or a button). While collapsed it shows only its
 * icon, and `tooltip` names it on hover and focus.
 */
export const SidebarMenuButton = ({
  asChild = false,
  tooltip,
  className,
  type,
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { asChild?: boolean; tooltip: string } & {
  ref?: Ref<HTMLButtonElement>;
}) => {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot : "button";
  // Only the rail of icons names its entries in tooltips. Elsewhere the tooltip never opens: an open
  // one, even hidden, would take the first Escape meant for the phone panel.
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const namesInTooltips = state === "collapsed" && !isMobile;
  return (
    <Tooltip open={namesInTooltips && tooltipOpen} onOpenChange={setTooltipOpen}>
      <TooltipTrigger asChild>
        <Component
          ref={ref}
          {...(asChild ? {} : { type: type ?? "button" })}
          className={cn(
            "flex h-10 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-left text-sm font-medium text-navy-100 outline-none transition-colors",
            "hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-brass-300 focus-visible:ring-offset-0",
            "aria-[current=page]:bg-white/15 aria-[current=page]:text-white",
            "group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:px-2",
            "[&>svg]:size-4 [&>svg]:shrink-0",
            className,
          )}
          {...props}
        />
      </TooltipTrigger>
      <TooltipContent side="right">{tooltip}</TooltipContent>
    </Tooltip>
  );
};
