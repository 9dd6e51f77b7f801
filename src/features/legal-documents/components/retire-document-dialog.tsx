import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { documentsCopy } from "@/content/admin/documents";
import { documentTypeTitle } from "@/content/adv";
import { useRetireLegalDocument } from "../api/retire-document";
import { formatPostedDate, offeredAfterRetiring, type DocumentVersion } from "../documents";

type RetireDocumentDialogProps = {
  copy: typeof documentsCopy;
  /** Every version (to say what the public is offered next). */
  versions: readonly DocumentVersion[];
  /** The document to confirm the retirement of; none: closed. */
  document: DocumentVersion | undefined;
  onClose: () => void;
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
  return words(type, after.document.name, formatPostedDate(after.document.created_at));
}

/**
 * Asks before a document is retired, saying what the public will be offered instead, then
 * soft-deletes it (is_active false; the row and the file stay).
 */
export function RetireDocumentDialog({
  copy,
  versions,
  document,
  onClose,
}: RetireDocumentDialogProps) {
  const retire = useRetireLegalDocument();
  const { confirmRetire, toasts } = copy;

  const confirm = () => {
    if (!document) return;
    retire.mutate(document.id, {
      onSuccess: () =>
        toast.success(toasts.retired.title, { description: toasts.retired.description }),
      onError: (error) => {
        console.error("Could not retire the document:", error);
        toast.error(toasts.retireFailed.title, { description: toasts.retireFailed.description });
      },
    });
    onClose();
  };

  return (
    <ConfirmDialog
      open={document !== undefined}
      title={confirmRetire.title}
      description={
        document &&
        confirmRetire.description(document.name, nextOffered(confirmRetire, versions, document))
      }
      cancelLabel={confirmRetire.cancel}
      confirmLabel={confirmRetire.confirm}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
