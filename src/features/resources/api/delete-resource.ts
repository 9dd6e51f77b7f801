import { useMutation, useQueryClient } from "@tanstack/react-query";
import { resourcesCopy } from "@/content/admin/content-management";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import type { Resource } from "./get-resources";
import { resourceKeys } from "./keys";

type DeletedResource = Pick<Resource, "id" | "title">;

/**
 * Deletes the resource. Its thumbnail's file stays stored: the content history's entry of the
 * deletion names it, and the database keeps what the history names.
 */
export async function deleteResource(resource: DeletedResource) {
  const { data, error } = await supabase
    .from("recommended_resources")
    .delete()
    .eq("id", resource.id)
    .select("id");
  if (error) throw error;
  if (data.length === 0) throw new Error(resourcesCopy.missing);
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    meta: mutationToasts<DeletedResource>({
      recordedInHistory: true,
      success: ({ title }) => ({
        title: resourcesCopy.toasts.deleted,
        description: resourcesCopy.toasts.deletedText(title),
      }),
      error: (error) => ({ title: resourcesCopy.toasts.deleteFailed, description: error.message }),
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
