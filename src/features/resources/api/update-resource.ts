import { useMutation, useQueryClient } from "@tanstack/react-query";
import { resourcesCopy } from "@/content/admin/content-management";
import { mutationToasts } from "@/lib/mutation-toasts";
import type { Answers } from "@/features/marketing-rule";
import { supabase } from "@/lib/supabase";
import type { ResourceFormValues } from "../schemas";
import { signedInUserId } from "./signed-in-user";
import type { Resource } from "./get-resources";
import { resourceKeys } from "./keys";
import { removeThumbnails, uploadThumbnail } from "./thumbnails";

export interface UpdateResourceInput {
  resource: Pick<Resource, "id" | "thumbnail_url">;
  values: ResourceFormValues;
  /** The adviser's answers to the Marketing Rule check's warnings on its words. */
  answers: Answers;
  /** A new thumbnail (File), no thumbnail any more (null), or the current one kept (undefined). */
  thumbnail: File | null | undefined;
}

/**
 * Saves the resource's fields and thumbnail. A new thumbnail is deleted again if the row was
 * refused; a replaced or removed one stays stored, since the content history names it (its
 * before picture in the Compliance archive) and the database keeps what the history names.
 */
export async function updateResource({
  resource,
  values,
  answers,
  thumbnail,
}: UpdateResourceInput): Promise<void> {
  const stored = thumbnail ? await uploadThumbnail(thumbnail, await signedInUserId()) : undefined;
  const thumbnailUrl =
    thumbnail === undefined ? resource.thumbnail_url : (stored?.publicUrl ?? null);
  const { data, error } = await supabase
    .from("recommended_resources")
    .update({ ...values, marketing_rule_answers: answers, thumbnail_url: thumbnailUrl })
    .eq("id", resource.id)
    .select("id");
  // No row back: it is gone, or row-level security hid it.
  const failure = error ?? (data.length === 0 ? new Error(resourcesCopy.missing) : null);
  if (failure) {
    await removeThumbnails([stored?.path]);
    throw failure;
  }
}

export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResource,
    meta: mutationToasts<UpdateResourceInput>({
      recordedInHistory: true,
      success: ({ values }) => ({
        title: resourcesCopy.toasts.updated,
        description: resourcesCopy.toasts.updatedText(values.title),
      }),
      error: (error) => ({ title: resourcesCopy.toasts.saveFailed, description: error.message }),
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
