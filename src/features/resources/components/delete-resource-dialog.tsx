import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { resourcesCopy } from "@/content/admin/content-management";
import { useDeleteResource } from "../api/delete-resource";
import type { Resource } from "../api/get-resources";

type DeleteResourceDialogProps = {
  copy: typeof resourcesCopy;
  /** The resource to confirm the deletion of; none: closed. */
  resource: Resource | undefined;
  onClose: () => void;
};

/** Asks before a resource is deleted (spec §4), then deletes it and its thumbnail. */
export function DeleteResourceDialog({ copy, resource, onClose }: DeleteResourceDialogProps) {
  const remove = useDeleteResource();
  const { confirmDelete, toasts } = copy;

  const confirm = () => {
    if (!resource) return;
    remove.mutate(resource, {
      onSuccess: () => toast.success(toasts.deleted, { description: toasts.deletedText }),
      onError: (error) => {
        console.error("Could not delete the resource:", error);
        toast.error(toasts.deleteFailed, { description: error.message });
      },
    });
    onClose();
  };

  return (
    <ConfirmDialog
      open={resource !== undefined}
      title={confirmDelete.title}
      description={resource && confirmDelete.description(resource.title)}
      cancelLabel={confirmDelete.cancel}
      confirmLabel={confirmDelete.confirm}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
