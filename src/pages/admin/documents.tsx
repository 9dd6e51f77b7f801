import { AdminPage } from "@/components/layout/admin/admin-page";
import { adminPageCopy } from "@/content/admin/pages";

export default function DocumentsPage() {
  return <AdminPage copy={adminPageCopy.documents} />;
}
