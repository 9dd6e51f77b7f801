import { useSearchParams } from "react-router-dom";
import { AdminPage } from "@/components/layout/admin/admin-page";
import { documentTypes } from "@/content/document-types";
import { documentsCopy } from "@/content/admin/documents";
import { adminPageCopy } from "@/content/admin/pages";
import { formatInstant } from "@/lib/instants";
import { DocumentUploadCard, DocumentVersions } from "@/features/legal-documents/admin";
import { SiteStatus } from "@/features/site-content/admin";
import { ItemHistoryToggle } from "./item-history-toggle";

/** /admin/documents: upload a new version; every version listed, the public one marked. */
export default function DocumentsPage() {
  // ?type=privacy_policy: the type to upload, as the legal pages' Upload Document asks.
  const type = useSearchParams()[0].get("type");
  const initialType = documentTypes.find((info) => info.type === type)?.type;
  return (
    <AdminPage copy={adminPageCopy.documents}>
      <div className="grid gap-8">
        <SiteStatus formatTime={formatInstant} />
        <DocumentUploadCard copy={documentsCopy} initialType={initialType} />
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
