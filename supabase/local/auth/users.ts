// auth.users as Supabase Auth reads and writes it, and the user object its API returns. The Auth
// server works on the auth schema as its own privileged role (supabase_auth_admin on hosted), so
// these queries run as the stack's connection role, never as the caller's.
import type { Queryable } from "../db/database";
import { authErrors } from "./errors";

/** A factor as Supabase Auth lists it in the user object (GET /user's `factors`). */
export interface AuthFactor {
  id: string;
  status: "verified" | "unverified";
  factor_type: string;
  friendly_name?: string;
  [field: string]: unknown;
}

export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
  /** Absent when the user has none (Go `omitempty`). */
  factors?: AuthFactor[];
  [field: string]: unknown;
}

export interface UserRecord {
  user: AuthUser;
  passwordHash: string | null;
  banned: boolean;
  emailConfirmed: boolean;
}

/** User.HasMFAEnabled: a verified factor makes aal2 the user's highest level. */
export function hasVerifiedFactor(user: AuthUser): boolean {
  return (user.factors ?? []).some((factor) => factor.status === "verified");
}

/** The audience Supabase Auth gives users (GOTRUE_JWT_AUD). */
export const DEFAULT_AUDIENCE = "authenticated";
/** Fields Supabase Auth leaves out of the user object when empty (Go `omitempty`). */
const OMITTED_WHEN_EMPTY = [
  "email_confirmed_at",
  "phone_confirmed_at",
  "confirmed_at",
  "last_sign_in_at",
  "new_email",
  "email_change_sent_at",
  "banned_until",
  "invited_at",
  "confirmation_sent_at",
  "recovery_sent_at",
  "factors",
];

const USER_SELECT = `
  select json_build_object(
      'id', u.id, 'aud', coalesce(u.aud, ''), 'role', coalesce(u.role, ''),
      'email', coalesce(u.email, ''), 'email_confirmed_at', u.email_confirmed_at,
      'phone', coalesce(u.phone, ''), 'phone_confirmed_at', u.phone_confirmed_at,
      'confirmed_at', u.confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
      'invited_at', u.invited_at, 'confirmation_sent_at', u.confirmation_sent_at,
      'recovery_sent_at', u.recovery_sent_at,
      'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
      'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
      'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
      'identities', coalesce((
        select json_agg(json_build_object(
          'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
          'identity_data', i.identity_data, 'provider', i.provider,
          'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
          'updated_at', i.updated_at, 'email', i.email) order by i.created_at)
        from auth.identities i where i.user_id = u.id), '[]'::json),
      'factors', (
        select json_agg(jsonb_build_object(
            'id', f.id, 'created_at', f.created_at, 'updated_at', f.updated_at, 'status', f.status,
            'factor_type', f.factor_type, 'phone', coalesce(f.phone, ''),
            'last_challenged_at', f.last_challenged_at)
          || case when coalesce(f.friendly_name, '') = '' then '{}'::jsonb
                  else jsonb_build_object('friendly_name', f.friendly_name) end
          order by f.created_at, f.id)
        from auth.mfa_factors f where f.user_id = u.id),
      'created_at', u.created_at, 'updated_at', u.updated_at,
      'banned_until', u.banned_until, 'is_anonymous', u.is_anonymous
    )::text as user_json,
    u.encrypted_password as password_hash,
    coalesce(u.banned_until > now(), false) as banned,
    u.email_confirmed_at is not null as email_confirmed
  from auth.users u`;

interface UserRow {
  user_json: string;
  password_hash: string | null;
  banned: boolean;
  email_confirmed: boolean;
}

function toRecord(row: UserRow): UserRecord {
  const user = JSON.parse(row.user_json) as AuthUser;
  for (const field of OMITTED_WHEN_EMPTY) if (user[field] === null) delete user[field];
  return {
    user,
    passwordHash: row.password_hash,
    banned: row.banned,
    emailConfirmed: row.email_confirmed,
  };
}

async function findOne(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} where ${where} limit 1`, params);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  return findOne(db, "u.id = $1", [id]);
}

export function findUserByEmail(
  db: Queryable,
  email: string,
  audience = DEFAULT_AUDIENCE,
): Promise<UserRecord | undefined> {
  return findOne(db, "lower(u.email) = lower($1) and u.aud = $2 and u.is_sso_user = false", [
    email,
    audience,
  ]);
}

export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: AuthUser[]; total: number }> {
  const { rows } = await db.query<UserRow>(
    `${USER_SELECT} where u.aud = $1 order by u.created_at desc, u.id limit $2 offset $3`,
    [DEFAULT_AUDIENCE, perPage, (page - 1) * perPage],
  );
  const count = await db.query<{ total: string }>(
    "select count(*)::text as total from auth.users where aud = $1",
    [DEFAULT_AUDIENCE],
  );
  return { users: rows.map((row) => toRecord(row).user), total: Number(count.rows[0]?.total ?? 0) };
}

// Supabase Auth's check (badoux/checkmail): something@domain, no spaces, a dot-free local part allowed.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(email: unknown): string {
  if (typeof email !== "string" || email === "")
    throw authErrors.badRequest("validation_failed", "An email address is required");
  if (email.length > 255)
    throw authErrors.badRequest("validation_failed", "An email address is too long");
  if (!EMAIL_FORMAT.test(email))
    throw authErrors.badRequest(
      "validation_failed",
      "Unable to validate email address: invalid format",
    );
  return email.toLowerCase();
}

export async function emailTaken(
  db: Queryable,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const { rows } = await db.query(
    "select 1 from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false and id is distinct from $3::uuid",
    [email, DEFAULT_AUDIENCE, exceptUserId ?? null],
  );
  return rows.length > 0;
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string;
  role: string;
  emailConfirmed: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

/** Inserts the user and its email identity, as the admin API's create user does. */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5,
       case when $6::boolean then now() end, $7::jsonb, $8::jsonb, now(), now(), '', '', '', '')
     returning id::text`,
    [
      user.id ?? null,
      DEFAULT_AUDIENCE,
      user.role,
      user.email,
      user.passwordHash,
      user.emailConfirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  const id = rows[0]?.id ?? "";
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::text::uuid, $2::jsonb, 'email', now(), now())`,
    [
      id,
      JSON.stringify({
        sub: id,
        email: user.email,
        email_verified: user.emailConfirmed,
        phone_verified: false,
      }),
    ],
  );
  return id;
}

/** Supabase Auth's metadata update: keys are set, a null value removes the key. */
export async function mergeMetadata(
  db: Queryable,
  userId: string,
  column: "raw_user_meta_data" | "raw_app_meta_data",
  patch: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  // The column name is one of two literals above, never request input.
  await db.query(
    `update auth.users
       set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb)
             - coalesce((select array_agg(key) from json_array_elements_text($3::json) as key), '{}'::text[]),
           updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(kept), JSON.stringify(removed)],
  );
}
