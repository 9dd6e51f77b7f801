import { useSearchParams } from "react-router-dom";
import { AdminPage } from "@/components/layout/admin/admin-page";
import { adminPageCopy } from "@/content/admin/pages";
import { useAuth } from "@/features/auth";
import {
  archiveViewFromParams,
  archiveViewParams,
  ComplianceArchive,
} from "@/features/content-history";

/** /admin/compliance-archive: the filters and page live in the URL (a reload or a link keeps them). */
export default function ComplianceArchivePage() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <AdminPage copy={adminPageCopy.complianceArchive}>
      <ComplianceArchive
        view={archiveViewFromParams(searchParams)}
        onViewChange={(view) => setSearchParams(archiveViewParams(view))}
        currentUserId={user?.id}
      />
    </AdminPage>
  );
}
