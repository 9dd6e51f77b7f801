import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { documentsCopy } from "@/content/admin/documents";
import { useRetireLegalDocument } from "../api/retire-document";
import type { LegalDocument } from "../documents";

type RetireDocumentDialogProps = {
  copy: typeof documentsCopy;
  /** The document to confirm the deletion of; none: closed. */
  document: LegalDocument | undefined;
  onClose: () => void;
};

/** Asks before a document is deleted, then soft-deletes it (is_active false; the file stays). */
export function RetireDocumentDialog({ copy, document, onClose }: RetireDocumentDialogProps) {
  const retire = useRetireLegalDocument();
  const { confirmDelete, toasts } = copy;

  const confirm = () => {
    if (!document) return;
    retire.mutate(document.id, {
      onSuccess: () =>
        toast.success(toasts.deleted.title, { description: toasts.deleted.description }),
      onError: (error) => {
        console.error("Could not delete the document:", error);
        toast.error(toasts.deleteFailed.title, { description: toasts.deleteFailed.description });
      },
    });
    onClose();
  };

  return (
    <ConfirmDialog
      open={document !== undefined}
      title={confirmDelete.title}
      description={document && confirmDelete.description(document.name)}
      cancelLabel={confirmDelete.cancel}
      confirmLabel={confirmDelete.confirm}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
