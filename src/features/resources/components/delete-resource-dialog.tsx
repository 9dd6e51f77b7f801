import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { resourcesCopy } from "@/content/admin/content-management";
import { settled } from "@/lib/mutation-toasts";
import { useDeleteResource } from "../api/delete-resource";
import type { Resource } from "../api/get-resources";

type DeleteResourceDialogProps = {
  copy: typeof resourcesCopy;
  resource: Resource;
  /** Where the focus goes once the resource's row, and so this dialog's button, is gone. */
  focusAfterRemoval: () => HTMLElement | null | undefined;
};

/**
 * The row's Delete button and the question it asks first; confirmed, it deletes the
 * resource and its thumbnail, and closes once the list no longer shows it.
 */
export function DeleteResourceDialog({
  copy,
  resource,
  focusAfterRemoval,
}: DeleteResourceDialogProps) {
  const remove = useDeleteResource();
  const { confirmDelete } = copy;

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive">
          <Trash2 aria-hidden="true" />
          {copy.delete} <span className="sr-only">{resource.title}</span>
        </Button>
      }
      title={confirmDelete.title}
      description={confirmDelete.description(resource.title)}
      cancelLabel={confirmDelete.cancel}
      confirmLabel={confirmDelete.confirm}
      busyLabel={confirmDelete.busy}
      onConfirm={() => settled(remove.mutateAsync(resource))}
      focusAfterRemoval={focusAfterRemoval}
    />
  );
}
