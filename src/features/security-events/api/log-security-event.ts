import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { securityEventSchema, type SecurityEvent } from "../schemas";
import { securityEventKeys } from "./get-recent-security-events";

/**
 * Stores `event` as the signed-in user's. The insert asks for no row back: only admins may read
 * the log.
 */
export async function logSecurityEvent(event: SecurityEvent): Promise<void> {
  const { action, severity, details } = securityEventSchema.parse(event);
  const { error } = await supabase.from("security_events").insert({ action, severity, details });
  if (error) throw error;
}

/**
 * Logging never stands in the user's way: a failure is reported to the console only. A stored
 * event makes the dashboard's "Recent activity" out of date.
 */
export function useLogSecurityEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logSecurityEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityEventKeys.all }),
    onError: (error, event) =>
      console.error(`Could not store the security event ${event.action}`, error),
  });
}
