// npm run create-admin -- --email E --password P
// Creates the user (or, if the email exists, sets the password and confirms it) with the Auth admin
// API and grants it the admin role (a public.user_roles row, written through the Data API), on any
// Supabase: the local stack or a hosted project. Reads SUPABASE_URL (else VITE_SUPABASE_URL) and
// SUPABASE_SECRET_KEY (else the legacy SUPABASE_SERVICE_ROLE_KEY) from the environment or .env;
// without them, the local demo values.
import { parseArgs } from "node:util";
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { createNodeClient } from "../records/node-client";
import { firstConfigured, projectEnv } from "../supabase/local/core/project-env";

const MINIMUM_PASSWORD_LENGTH = 6;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArguments(): { email: string; password: string } {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" } },
    }));
  } catch (error) {
    fail(
      `${(error as Error).message}\nUsage: npm run create-admin -- --email you@example.com --password 'a long password'`,
    );
  }
  const email = values.email?.trim() ?? "";
  const password = values.password ?? "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fail("Give the admin's email: --email you@example.com");
  if (password.length < MINIMUM_PASSWORD_LENGTH)
    fail(`Give a password of at least ${MINIMUM_PASSWORD_LENGTH} characters: --password '...'`);
  return { email, password };
}

async function findUserByEmail(client: SupabaseClient, email: string): Promise<User | undefined> {
  const perPage = 1000;
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage });
    if (error) fail(`Could not list users: ${error.message}`);
    const found = data.users.find((user) => user.email?.toLowerCase() === email.toLowerCase());
    if (found || data.users.length < perPage) return found;
  }
}

async function createOrUpdateUser(
  client: SupabaseClient,
  email: string,
  password: string,
): Promise<{ user: User; created: boolean }> {
  const existing = await findUserByEmail(client, email);
  if (existing) {
    const { data, error } = await client.auth.admin.updateUserById(existing.id, {
      password,
      email_confirm: true,
    });
    if (error) fail(`Could not update ${email}: ${error.message}`);
    return { user: data.user, created: false };
  }
  const { data, error } = await client.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user)
    fail(`Could not create ${email}: ${error?.message ?? "no user returned"}`);
  return { user: data.user, created: true };
}

async function grantAdmin(client: SupabaseClient, userId: string): Promise<boolean> {
  const { error } = await client.from("user_roles").insert({ user_id: userId, role: "admin" });
  if (!error) return true;
  if (error.code === "23505") return false;
  fail(`Could not grant the admin role: ${error.message}`);
}

const { email, password } = readArguments();
const env = projectEnv();
const url = env.SUPABASE_URL || env.VITE_SUPABASE_URL;
const secretKey = firstConfigured(["SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY"]);
if (!url || !secretKey)
  fail(
    "Set SUPABASE_URL (or VITE_SUPABASE_URL) and SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY).",
  );

const client = createNodeClient(url, secretKey);
const { user, created } = await createOrUpdateUser(client, email, password);
const granted = await grantAdmin(client, user.id);
console.log(
  `${created ? "Created" : "Updated"} ${email} (${user.id}) on ${url}; ` +
    (granted ? "granted the admin role." : "it already had the admin role.") +
    " At their first sign-in on /admin/login they set up an authenticator app (two-step" +
    " verification), which the database requires of every admin.",
);
