import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postEditorCopy } from "@/content/admin/post-editor";
import { callFailure, pageCallError, type PageChange } from "@/features/site-content/admin";
import { mutationToasts, type ToastText } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { postKeys } from "./keys";

// What every call of the post editor shares (public.create_post, save_post_draft, …): the call,
// refused over another revision with who changed the post and when (PageConflictError, shown in the
// editor), and afterwards the post, its versions and the list read again.

/** What a call answers: the post's id, its revision after it, and a publication's version. */
export type PostChange = PageChange & { id: string };

export async function callPost(name: string, args: Record<string, unknown>): Promise<PostChange> {
  const { data, error } = await supabase.rpc(name as never, args as never);
  if (error) throw pageCallError(error);
  return data as PostChange;
}

export function usePostCall<Variables extends { id: string | null }>(
  mutationFn: (variables: Variables) => Promise<PostChange>,
  toast: { success?: (variables: Variables, result: PostChange) => ToastText; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: mutationToasts<Variables, PostChange>({
      recordedInHistory: true,
      success: toast.success,
      error: callFailure(toast.failed),
    }),
    onSettled: (result, _error, { id }) => {
      const post = result?.id ?? id;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.list() }),
        ...(post
          ? [
              queryClient.invalidateQueries({ queryKey: postKeys.post(post) }),
              queryClient.invalidateQueries({ queryKey: postKeys.versions(post) }),
            ]
          : []),
      ]);
    },
  });
}

export const postToasts = postEditorCopy.toasts;
