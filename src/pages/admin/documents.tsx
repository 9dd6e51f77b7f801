import { AdminPage } from "@/components/layout/admin/admin-page";
import { documentsCopy } from "@/content/admin/documents";
import { adminPageCopy } from "@/content/admin/pages";
import { DocumentUploadCard, DocumentVersions } from "@/features/legal-documents/admin";
import { ItemHistoryToggle } from "./item-history-toggle";

/** /admin/documents: upload a new version; every version listed, the public one marked. */
export default function DocumentsPage() {
  return (
    <AdminPage copy={adminPageCopy.documents}>
      <div className="grid gap-8">
        <DocumentUploadCard copy={documentsCopy} />
        <DocumentVersions
          copy={documentsCopy}
          renderHistory={(document) => (
            <ItemHistoryToggle table="legal_documents" rowId={document.id} label={document.name} />
          )}
        />
      </div>
    </AdminPage>
  );
}
