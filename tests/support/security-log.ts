import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The security events the user `userId` caused since `since`, oldest first: what the database holds,
 * read with a service-role client (component tests and browser tests alike).
 */
export async function securityEventsSince(
  serviceRole: SupabaseClient,
  userId: string,
  since: Date,
) {
  const { data, error } = await serviceRole
    .from("security_events")
    .select("action, severity, details")
    .eq("user_id", userId)
    .gte("created_at", since.toISOString())
    .order("created_at", { ascending: true });
  if (error) throw error;
  return data;
}

/**
 * Their actions, oldest first: what a test waits for, as the app logs some of them (an admin page
 * opened, a sign-out) without holding up the screen the test waits for.
 */
export async function securityActionsSince(
  serviceRole: SupabaseClient,
  userId: string,
  since: Date,
) {
  return (await securityEventsSince(serviceRole, userId, since)).map((event) => event.action);
}
