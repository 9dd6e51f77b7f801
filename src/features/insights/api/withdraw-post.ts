import { useMutation, useQueryClient } from "@tanstack/react-query";
import { insightsAdminCopy } from "@/content/admin/content-management";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { postKeys } from "./keys";

/** Takes a published post off the site at the next build (public.withdraw_post, over its revision). */
export function useWithdrawPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, revision }: { id: string; revision: number; title: string }) => {
      const { error } = await supabase.rpc("withdraw_post", { post_id: id, revision });
      if (error) throw new Error(error.message);
    },
    meta: mutationToasts<{ id: string; revision: number; title: string }, void>({
      recordedInHistory: true,
      success: ({ title }) => ({ title: insightsAdminCopy.withdrawn(title) }),
      error: (error) => ({ title: insightsAdminCopy.withdrawFailed, description: error.message }),
    }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.list() }),
  });
}
