import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { documentsCopy } from "@/content/admin/documents";
import { useRetireLegalDocument } from "../api/retire-document";
import type { LegalDocument } from "../documents";

type RetireDocumentDialogProps = {
  copy: typeof documentsCopy;
  document: LegalDocument;
  /** Where the focus goes once this dialog's button is gone (a retired version has none). */
  focusAfterRemoval: () => HTMLElement | null | undefined;
};

/**
 * The version's Delete button and the question it asks first; confirmed, it soft-deletes the
 * document (is_active false; the file stays) and closes once the list shows it retired.
 */
export function RetireDocumentDialog({
  copy,
  document,
  focusAfterRemoval,
}: RetireDocumentDialogProps) {
  const retire = useRetireLegalDocument();
  const { confirmDelete, toasts, list } = copy;

  const confirm = async () => {
    try {
      await retire.mutateAsync(document.id);
      toast.success(toasts.deleted.title, {
        description: toasts.deleted.description(document.name),
      });
    } catch (error) {
      console.error("Could not delete the document:", error);
      toast.error(toasts.deleteFailed.title, { description: toasts.deleteFailed.description });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive">
          <Trash2 aria-hidden="true" />
          {list.delete} <span className="sr-only">{document.name}</span>
        </Button>
      }
      title={confirmDelete.title}
      description={confirmDelete.description(document.name)}
      cancelLabel={confirmDelete.cancel}
      confirmLabel={confirmDelete.confirm}
      busyLabel={confirmDelete.busy}
      onConfirm={confirm}
      focusAfterRemoval={focusAfterRemoval}
    />
  );
}
