// Who a request runs as: the role PostgREST or Storage would `set role` to and the JWT claims they
// put in request.jwt.claims (shapes as Supabase Auth issues them).
import type { Queryable } from "../../local/db/database";
import { seedAccounts } from "../../local/db/reset";

export interface Actor {
  label: string;
  role: "anon" | "authenticated" | "service_role";
  claims: Record<string, unknown>;
}

const issuedAt = 1767225600;
const expiresAt = issuedAt + 3600;

export const anon: Actor = {
  label: "anon",
  role: "anon",
  claims: { iss: "supabase-demo", role: "anon", exp: 1983812996 },
};

export const serviceRole: Actor = {
  label: "service_role",
  role: "service_role",
  claims: { iss: "supabase-demo", role: "service_role", exp: 1983812996 },
};

/** Signed in with a password (`aal1`), or with the password and an authenticator code (`aal2`). */
export function signedIn(
  label: string,
  user: { id: string; email: string },
  aal: "aal1" | "aal2" = "aal1",
): Actor {
  const password = { method: "password", timestamp: issuedAt };
  return {
    label,
    role: "authenticated",
    claims: {
      iss: "http://127.0.0.1:54321/auth/v1",
      sub: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { email: user.email, email_verified: true, sub: user.id },
      aal,
      // Newest method first, as Supabase Auth orders them.
      amr: aal === "aal2" ? [{ method: "totp", timestamp: issuedAt + 30 }, password] : [password],
      session_id: "5e55e55e-0000-4000-8000-000000000000",
      is_anonymous: false,
      iat: issuedAt,
      exp: expiresAt,
    },
  };
}

/** Signed in, not admin. */
export const visitor = signedIn("visitor", seedAccounts.visitor);
/** The seeded admin after both steps of signing in. */
export const admin = signedIn("admin", seedAccounts.admin, "aal2");
/** The seeded admin with the password alone: refused everything only admins may do. */
export const adminAtAal1 = signedIn("admin at aal1", seedAccounts.admin);

/** A second admin, to show that admins do not see each other's roles. */
export async function addAdmin(tx: Queryable): Promise<Actor> {
  const user = { id: "c3c3c3c3-0000-4000-8000-000000000003", email: "second-admin@example.com" };
  await tx.query(
    "insert into auth.users (id, email, aud, role) values ($1, $2, 'authenticated', 'authenticated')",
    [user.id, user.email],
  );
  await tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [user.id]);
  return signedIn("second admin", user, "aal2");
}
