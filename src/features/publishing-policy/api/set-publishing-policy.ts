import { useMutation, useQueryClient } from "@tanstack/react-query";
import { complianceSettingsCopy } from "@/content/admin/compliance-settings";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { z } from "@/lib/zod";
import { publishingPolicyKeys, type PublishingPolicy } from "./get-publishing-policy";

export const publishingPolicySchema = z.object({ requireApproval: z.boolean() });

/**
 * Turns approvals on or off (an admin's update of the one row; row-level security refuses anyone
 * else, which PostgREST answers with no row updated, so that is an error here too).
 */
export async function setPublishingPolicy(policy: PublishingPolicy): Promise<void> {
  const { requireApproval } = publishingPolicySchema.parse(policy);
  const { data, error } = await supabase
    .from("publishing_policy")
    .update({ require_approval: requireApproval })
    .eq("id", 1)
    .select("id");
  if (error) throw error;
  if (data.length !== 1) throw new Error("The setting was not changed (not an admin?)");
}

const { toasts } = complianceSettingsCopy;

export function useSetPublishingPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublishingPolicy,
    meta: mutationToasts<PublishingPolicy>({
      recordedInHistory: true,
      success: ({ requireApproval }) => (requireApproval ? toasts.on : toasts.off),
      error: (error) => ({ title: toasts.failed.title, description: error.message }),
    }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishingPolicyKeys.current() }),
  });
}
