import { legalDocumentTypes } from "@/content/adv";
import type { LegalDocument } from "../documents";
import { LegalDocumentCard } from "./legal-document-card";

type LegalDocumentListProps = {
  /** The newest active document of each type, by type; undefined while loading. */
  documents: ReadonlyMap<string, LegalDocument> | undefined;
  isLoading: boolean;
  /** The id of the document being downloaded, if any. */
  downloadingId: string | undefined;
  onDownload: (document: LegalDocument) => void;
};

/** The four regulatory documents, one card per type, in the order of src/content/adv.ts. */
export function LegalDocumentList({
  documents,
  isLoading,
  downloadingId,
  onDownload,
}: LegalDocumentListProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {legalDocumentTypes.map((info) => {
        const document = documents?.get(info.type);
        return (
          <li key={info.type}>
            <LegalDocumentCard
              info={info}
              document={document}
              isLoading={isLoading}
              isDownloading={document !== undefined && document.id === downloadingId}
              onDownload={onDownload}
            />
          </li>
        );
      })}
    </ul>
  );
}
