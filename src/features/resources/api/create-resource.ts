import { useMutation, useQueryClient } from "@tanstack/react-query";
import { resourcesCopy } from "@/content/admin/content-management";
import { mutationToasts } from "@/lib/mutation-toasts";
import type { Answers } from "@/features/marketing-rule";
import { supabase } from "@/lib/supabase";
import type { ResourceFormValues } from "../schemas";
import { resourceKeys } from "./keys";
import { signedInUserId } from "./signed-in-user";
import { removeThumbnails, uploadThumbnail } from "./thumbnails";

export interface CreateResourceInput {
  values: ResourceFormValues;
  /** The adviser's answers to the Marketing Rule check's warnings on its words. */
  answers: Answers;
  /** A thumbnail to store with the new resource. */
  thumbnail?: File;
}

/**
 * Adds a resource owned by the signed-in admin, with its thumbnail stored first; when the row is
 * refused, the thumbnail just stored is removed again, so nothing is left behind.
 */
export async function createResource({
  values,
  answers,
  thumbnail,
}: CreateResourceInput): Promise<void> {
  const userId = await signedInUserId();
  const stored = thumbnail ? await uploadThumbnail(thumbnail, userId) : undefined;
  const { error } = await supabase.from("recommended_resources").insert({
    ...values,
    marketing_rule_answers: answers,
    thumbnail_url: stored?.publicUrl ?? null,
    user_id: userId,
  });
  if (error) {
    await removeThumbnails([stored?.path]);
    throw error;
  }
}

const { toasts } = resourcesCopy;

export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResource,
    meta: mutationToasts<CreateResourceInput>({
      recordedInHistory: true,
      success: ({ values }) => ({
        title: toasts.added,
        description: toasts.addedText(values.title),
      }),
      error: (error) => ({ title: toasts.saveFailed, description: error.message }),
    }),
    // The admin list and, for a featured one, the public page's list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
