import type { ReactNode } from "react";
import { SidebarInset, SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { shellCopy } from "@/content/admin/shell";
import { SkipLink } from "../skip-link";
import { AdminSidebar } from "./admin-sidebar";
import { ProfileMenu } from "./profile-menu";

const mainId = "admin-main";

interface AdminShellProps {
  /** The signed-in admin's email, shown in the profile menu. */
  email: string;
  onSignOut: () => void;
  children: ReactNode;
}

/** The frame of every admin page (spec §2): the collapsible sidebar, the header, the page. */
export function AdminShell({ email, onSignOut, children }: AdminShellProps) {
  return (
    <SidebarProvider className="bg-navy-50/40">
      <SkipLink targetId={mainId} />
      <AdminSidebar onSignOut={onSignOut} />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-border bg-white/95 px-3 backdrop-blur md:px-6">
          <SidebarTrigger label={shellCopy.toggleSidebar} shortcut={shellCopy.toggleShortcut} />
          <ProfileMenu email={email} onSignOut={onSignOut} />
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
