import type { SupabaseClient } from "@supabase/supabase-js";

export interface ThrowawayAdmin {
  id: string;
  email: string;
  password: string;
}

/**
 * A new admin of their own, made with a service-role client (component tests and browser tests
 * alike), for a test that changes the account (its password, its email) and so must leave the
 * seeded ones as they are for the tests running beside it.
 */
export async function createThrowawayAdmin(serviceRole: SupabaseClient): Promise<ThrowawayAdmin> {
  const email = `admin-${crypto.randomUUID()}@example.com`;
  const password = `Throwaway-${crypto.randomUUID()}`;
  const { data, error } = await serviceRole.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  const role = await serviceRole
    .from("user_roles")
    .insert({ user_id: data.user.id, role: "admin" });
  if (role.error) throw role.error;
  return { id: data.user.id, email, password };
}
