import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import {
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
  useIsMobile,
} from "@/components/ui/sidebar";
import { ToastSlot } from "@/components/ui/toast-slot";
import { adminNavItems, shellCopy } from "@/content/admin/shell";
import { paths } from "@/content/routes";
import { LogoMark } from "../logo-mark";
import { SkipLink } from "../skip-link";
import { AdminSidebar } from "./admin-sidebar";
import { ProfileMenu } from "./profile-menu";
import { useMainHeadingFocus } from "./use-main-heading-focus";

const mainId = "admin-main";

interface AdminShellProps {
  /** The signed-in admin's email, shown in the profile menu. */
  email: string;
  onSignOut: () => void;
  children: ReactNode;
}

/** The sidebar's entry for `pathname`: the dashboard only at /admin itself, the others below theirs. */
const currentNavItem = (pathname: string) =>
  adminNavItems.find((item) =>
    item.href === paths.admin.dashboard.getHref()
      ? pathname === item.href || pathname === `${item.href}/`
      : pathname === item.href || pathname.startsWith(`${item.href}/`),
  );

/** The frame of every admin page: the collapsible sidebar, the header, the page. */
export function AdminShell({ email, onSignOut, children }: AdminShellProps) {
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  useMainHeadingFocus(mainId);
  return (
    <SidebarProvider className="bg-navy-50/40">
      <SkipLink targetId={mainId} label={shellCopy.skipLink} />
      <AdminSidebar onSignOut={onSignOut} />
      <SidebarInset>
        {/* Its height is the page's scroll-padding-top (index.css): nothing focused hides under it. */}
        <header
          data-sticky-header="admin"
          className="sticky top-0 z-20 border-b border-border bg-white/95 backdrop-blur"
        >
          {/* Its controls stay in the bar's 4rem; on wide screens the toasts take its middle, the
              bar growing when a toast is taller than it, so a toast never hangs over the page. */}
          <div className="flex min-h-16 items-start justify-between gap-3 px-3 md:px-6">
            <div className="flex h-16 min-w-0 items-center gap-2">
              <SidebarTrigger label={shellCopy.toggleSidebar} shortcut={shellCopy.toggleShortcut} />
              {/* On phones the sidebar is hidden: the header names the firm and the page instead. */}
              <p className="flex min-w-0 items-center gap-2 md:hidden">
                <LogoMark className="size-7 rounded-md" />
                <span className="truncate font-display text-base font-semibold text-navy-950">
                  {currentNavItem(pathname)?.label ?? shellCopy.brandSubtitle}
                </span>
              </p>
            </div>
            {!isMobile && <ToastSlot kind="bar" className="min-w-0 flex-1" />}
            <div className="flex h-16 shrink-0 items-center">
              <ProfileMenu email={email} onSignOut={onSignOut} />
            </div>
          </div>
          {/* A phone's header is full: its toasts show under the bar, the header growing by them. */}
          {isMobile && <ToastSlot kind="page" />}
        </header>
        <main
          id={mainId}
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus-visible:ring-0 focus-visible:ring-offset-0 md:px-8 md:py-10"
        >
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
