import { AdminPage } from "@/components/layout/admin/admin-page";
import { documentsCopy } from "@/content/admin/documents";
import { adminPageCopy } from "@/content/admin/pages";
import { DocumentUploadCard, DocumentVersions } from "@/features/legal-documents";

/** /admin/documents: upload a new version; every version listed, the public one marked. */
export default function DocumentsPage() {
  return (
    <AdminPage copy={adminPageCopy.documents}>
      <div className="grid gap-8">
        <DocumentUploadCard copy={documentsCopy} />
        <DocumentVersions copy={documentsCopy} />
      </div>
    </AdminPage>
  );
}
