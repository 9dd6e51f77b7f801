import { Archive } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { documentsCopy } from "@/content/admin/documents";
import { documentTypeTitle } from "@/content/document-types";
import { formatDate } from "@/lib/instants";
import { settled } from "@/lib/mutation-toasts";
import { useRetireLegalDocument } from "../api/retire-document";
import { offeredAfterRetiring, type DocumentVersion } from "../documents";

type RetireDocumentDialogProps = {
  copy: typeof documentsCopy;
  /** Every version (to say what the public is offered next). */
  versions: readonly DocumentVersion[];
  document: DocumentVersion;
  /** Where the focus goes once this dialog's button is gone (a retired version has none). */
  focusAfterRemoval: () => HTMLElement | null | undefined;
};

/** What the public is offered of the type once `document` is retired, in the confirmation's words. */
function nextOffered(
  copy: (typeof documentsCopy)["confirmRetire"],
  versions: readonly DocumentVersion[],
  document: DocumentVersion,
): string {
  const type = documentTypeTitle(document.document_type);
  const after = offeredAfterRetiring(versions, document);
  if (!after) return copy.noneOffered(type);
  const words = after.change === "next" ? copy.offeredAs : copy.stillOfferedAs;
  return words(type, after.document.name, formatDate(after.document.created_at));
}

/**
 * The version's Retire button and the question it asks first, saying what the public will be
 * offered instead; confirmed, it soft-deletes the document (is_active false; the row and the file
 * stay) and closes once the list shows it retired.
 */
export function RetireDocumentDialog({
  copy,
  versions,
  document,
  focusAfterRemoval,
}: RetireDocumentDialogProps) {
  const retire = useRetireLegalDocument();
  const { confirmRetire, list } = copy;

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive">
          <Archive aria-hidden="true" />
          {list.retire} <span className="sr-only">{document.name}</span>
        </Button>
      }
      title={confirmRetire.title}
      description={confirmRetire.description(
        document.name,
        nextOffered(confirmRetire, versions, document),
      )}
      cancelLabel={confirmRetire.cancel}
      confirmLabel={confirmRetire.confirm}
      busyLabel={confirmRetire.busy}
      onConfirm={() => settled(retire.mutateAsync(document))}
      focusAfterRemoval={focusAfterRemoval}
    />
  );
}
