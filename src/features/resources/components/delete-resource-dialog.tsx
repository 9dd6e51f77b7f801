import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
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
    <AlertDialog open={resource !== undefined} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{confirmDelete.title}</AlertDialogTitle>
        <AlertDialogDescription>
          {resource && confirmDelete.description(resource.title)}
        </AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel>{confirmDelete.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>{confirmDelete.confirm}</AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
