import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { securityEventSchema, type SecurityEvent } from "../schemas";

/**
 * Stores `event` as the signed-in user's. The insert asks for no row back: only admins may read
 * the log. Nothing in the app lists events yet, so there is no query to invalidate.
 */
export async function logSecurityEvent(event: SecurityEvent): Promise<void> {
  const { action, severity, details } = securityEventSchema.parse(event);
  const { error } = await supabase.from("security_events").insert({ action, severity, details });
  if (error) throw error;
}

/** Logging never stands in the user's way: a failure is reported to the console only. */
export function useLogSecurityEvent() {
  return useMutation({
    mutationFn: logSecurityEvent,
    onError: (error, event) =>
      console.error(`Could not store the security event ${event.action}`, error),
  });
}
