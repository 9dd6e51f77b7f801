import { AdminPage } from "@/components/layout/admin/admin-page";
import { adminPageCopy } from "@/content/admin/pages";

export default function ProfilePage() {
  return <AdminPage copy={adminPageCopy.profile} />;
}
