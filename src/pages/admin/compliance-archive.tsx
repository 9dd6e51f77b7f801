import { AdminPage } from "@/components/layout/admin/admin-page";
import { adminPageCopy } from "@/content/admin/pages";
import { useAuth } from "@/features/auth";
import { ComplianceArchive } from "@/features/content-history";

export default function ComplianceArchivePage() {
  const { user } = useAuth();
  return (
    <AdminPage copy={adminPageCopy.complianceArchive}>
      <ComplianceArchive currentUserId={user?.id} />
    </AdminPage>
  );
}
