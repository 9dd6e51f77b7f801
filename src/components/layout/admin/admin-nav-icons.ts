import {
  Archive,
  FileText,
  FolderOpen,
  LayoutDashboard,
  Search,
  Settings,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import type { AdminNavKey } from "@/content/admin/shell";

export const adminNavIcons: Record<AdminNavKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  profile: UserRound,
  siteSettings: Settings,
  content: FileText,
  documents: FolderOpen,
  seoTools: Search,
  complianceArchive: Archive,
};
