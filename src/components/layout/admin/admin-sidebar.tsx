import { LogOut } from "lucide-react";
import { NavLink } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  sidebarLabelClass,
  useSidebar,
} from "@/components/ui/sidebar";
import { adminNavItems, shellCopy } from "@/content/admin/shell";
import { adminBrand } from "@/content/admin/brand";
import { LogoMark } from "../logo-mark";
import { adminNavIcons } from "./admin-nav-icons";
import { UpgradePrompt } from "./upgrade-prompt";

/** The admin sidebar: the pages (the current one marked with aria-current), the upgrade prompt and 'Sign Out'. */
export function AdminSidebar({ onSignOut }: { onSignOut: () => void }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const closePanel = () => {
    if (isMobile) setOpenMobile(false);
  };
  return (
    <Sidebar label={shellCopy.sidebarLabel}>
      <SidebarHeader className="border-b border-white/10 py-3">
        <div className="flex items-center gap-2.5 overflow-hidden px-0.5">
          <LogoMark className="size-8 rounded-md ring-1 ring-white/20" />
          <p className={`${sidebarLabelClass} leading-tight`}>
            <span className="block font-display text-base font-semibold text-white">
              {adminBrand.shortName}
            </span>
            <span className="block text-xs text-navy-300">{shellCopy.brandSubtitle}</span>
          </p>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={shellCopy.navLabel}>
          <SidebarMenu>
            {adminNavItems.map((item) => {
              const Icon = adminNavIcons[item.key];
              return (
                <SidebarMenuItem key={item.key}>
                  <SidebarMenuButton asChild tooltip={item.label}>
                    <NavLink to={item.href} end={item.key === "dashboard"} onClick={closePanel}>
                      <Icon aria-hidden="true" />
                      <span className={sidebarLabelClass}>{item.label}</span>
                      {item.badge && (
                        <Badge className="ml-auto group-data-[state=collapsed]/sidebar:hidden">
                          {item.badge}
                        </Badge>
                      )}
                    </NavLink>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              );
            })}
          </SidebarMenu>
        </nav>
      </SidebarContent>
      <SidebarFooter className="border-t border-white/10">
        <UpgradePrompt />
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip={shellCopy.signOut} onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              <span className={sidebarLabelClass}>{shellCopy.signOut}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
