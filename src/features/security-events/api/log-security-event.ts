import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { securityEventSchema, type SecurityEvent } from "../schemas";
import { securityEventKeys } from "./get-recent-security-events";

/**
 * Stores `event` as the signed-in user's, through the one call that adds events (the database
 * refuses a kind the user may not record, and more than 30 events a minute).
 */
export async function logSecurityEvent(event: SecurityEvent): Promise<void> {
  const { action, details } = securityEventSchema.parse(event);
  const { error } = await supabase.rpc("record_security_event", { action, details });
  if (error) throw error;
}

/**
 * Logging never stands in the user's way: a failure has no toast (the mutation cache logs it to the
 * console). A stored event makes the dashboard's "Recent activity" out of date.
 */
export function useLogSecurityEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logSecurityEvent,
    // Opening the dashboard logs the opening while the list's first read is on its way, and an
    // invalidation joins a first read in flight instead of reading again: a read the database
    // answered before the event was stored would then stand for a minute (staleTime). Cancelling
    // it first makes the invalidation read again.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: securityEventKeys.all });
      await queryClient.invalidateQueries({ queryKey: securityEventKeys.all });
    },
  });
}
