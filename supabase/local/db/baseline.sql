-- What a hosted Supabase project already has before our migrations run, for a Docker-free local
-- database (PGlite or a plain PostgreSQL). Names, columns and semantics follow the migrations of
-- supabase/postgres, supabase/auth and supabase/storage (2026-08 snapshots); only the parts this
-- product touches are reproduced. Never applied to a hosted project.
--
-- Runs as `postgres` in one transaction on an empty database. Roles are cluster-wide, so that part is
-- idempotent and serialised (several test databases may be set up at once on one cluster).

-- ---------------------------------------------------------------------------------------- roles

-- A shared-catalog lock is cluster-wide: concurrent baselines wait here instead of racing on
-- CREATE ROLE / ALTER ROLE ("tuple concurrently updated").
lock table pg_catalog.pg_authid in share row exclusive mode;

do $$
declare
  role_name text;
begin
  foreach role_name in array array[
    'anon', 'authenticated', 'service_role', 'authenticator',
    'supabase_auth_admin', 'supabase_storage_admin'
  ] loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = role_name) then
      execute format('create role %I nologin', role_name);
    end if;
  end loop;
end
$$;

-- The API roles: requests run as one of them after PostgREST / Storage `set role`.
alter role anon nologin inherit nobypassrls;
alter role authenticated nologin inherit nobypassrls;
alter role service_role nologin inherit bypassrls;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
-- PostgREST logs in as authenticator and switches to the role named in the JWT.
alter role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
-- Hosted `postgres` is a member of the API roles, so tests can `set role` to them.
grant anon, authenticated, service_role to postgres;
-- Owners of the auth and storage objects (hosted: login roles of the Auth and Storage servers).
alter role supabase_auth_admin nologin noinherit;
alter role supabase_storage_admin nologin noinherit;

-- -------------------------------------------------------------------------------------- schemas

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public to postgres, anon, authenticated, service_role;

-- Exposed by the API on hosted projects beside public (empty here: pg_graphql is not installed).
create schema graphql_public;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;

-- Where the Supabase CLI records applied migrations.
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- ----------------------------------------------------------------------------------------- auth

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

create table auth.users (
  instance_id uuid,
  id uuid not null,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  constraint users_pkey primary key (id),
  constraint users_phone_key unique (phone),
  constraint users_email_change_confirm_status_check
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2)
);
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;
create unique index confirmation_token_idx on auth.users (confirmation_token)
  where confirmation_token !~ '^[0-9 ]*$';
create unique index recovery_token_idx on auth.users (recovery_token)
  where recovery_token !~ '^[0-9 ]*$';
create unique index email_change_token_current_idx on auth.users (email_change_token_current)
  where email_change_token_current !~ '^[0-9 ]*$';
create unique index email_change_token_new_idx on auth.users (email_change_token_new)
  where email_change_token_new !~ '^[0-9 ]*$';
create unique index reauthentication_token_idx on auth.users (reauthentication_token)
  where reauthentication_token !~ '^[0-9 ]*$';
create index users_instance_id_idx on auth.users (instance_id);
create index users_is_anonymous_idx on auth.users (is_anonymous);

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid(),
  constraint identities_pkey primary key (id),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);
create index identities_email_idx on auth.identities (email text_pattern_ops);

-- oauth_client_id references auth.oauth_clients on hosted; that table is not reproduced.
create table auth.sessions (
  id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text,
  oauth_client_id uuid,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text,
  constraint sessions_pkey primary key (id),
  constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
create index sessions_user_id_idx on auth.sessions (user_id);
create index sessions_not_after_idx on auth.sessions (not_after desc);
create index user_id_created_at_idx on auth.sessions (user_id, created_at);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial not null,
  token varchar(255),
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  constraint refresh_tokens_pkey primary key (id),
  constraint refresh_tokens_token_unique unique (token)
);
create index refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- Multi-factor authentication (auth migrations 20221003041349, 20221011041400, 20230523124323,
-- 20230914180801, 20240729123726, 20240802193726, 20240806073726, 20241009103726, 20250925093508).
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');

create table auth.mfa_factors (
  id uuid not null,
  user_id uuid not null,
  friendly_name text null,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- The TOTP secret, in plain text unless the Auth server encrypts its database columns.
  secret text null,
  phone text default null,
  last_challenged_at timestamptz default null,
  web_authn_credential jsonb null,
  web_authn_aaguid uuid null,
  last_webauthn_challenge_data jsonb,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint mfa_factors_last_challenged_at_key unique (last_challenged_at)
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

create table auth.mfa_challenges (
  id uuid not null,
  factor_id uuid not null,
  created_at timestamptz not null,
  verified_at timestamptz null,
  ip_address inet not null,
  otp_code text null,
  web_authn_session_data jsonb null,
  constraint mfa_challenges_pkey primary key (id),
  constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id)
    references auth.mfa_factors (id) on delete cascade
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- One row per session and method (password, totp, otp, ...): the token's `amr` and, with a second
-- factor among them, its `aal`.
create table auth.mfa_amr_claims (
  session_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey
    unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id)
    references auth.sessions (id) on delete cascade,
  constraint amr_id_pk primary key (id)
);
comment on table auth.mfa_amr_claims is
  'auth: stores authenticator method reference claims for multi factor authentication';

-- Mailed one-time codes, as hashes (auth migration 20240427152123).
create type auth.one_time_token_type as enum (
  'confirmation_token',
  'reauthentication_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'phone_change_token'
);

create table auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  check (char_length(token_hash) > 0)
);
create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
create unique index one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;
alter table auth.one_time_tokens enable row level security;

-- The request's JWT claims, as PostgREST and Storage put them in `request.jwt.claims` (or, legacy,
-- one setting per claim). Empty strings count as missing.
create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

alter type auth.aal_level owner to supabase_auth_admin;
alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;
alter type auth.one_time_token_type owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;
alter table auth.one_time_tokens owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
-- auth migration 20240612123726: `postgres` may read the Auth tables and grant that on.
grant select on table auth.users, auth.identities, auth.sessions, auth.refresh_tokens,
  auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims, auth.one_time_tokens
  to postgres with grant option;

-- -------------------------------------------------------------------------------------- storage

create schema storage;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin;

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text not null,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  -- Enforced by the Storage API (bytes and MIME types of an upload), not by a constraint.
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD',
  versioning_status text not null default 'DISABLED',
  constraint buckets_pkey primary key (id),
  constraint buckets_versioning_status_check
    check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED')),
  constraint buckets_versioning_dark_check check (versioning_status = 'DISABLED')
);
create unique index bname on storage.buckets (name);

create table storage.objects (
  id uuid not null default gen_random_uuid(),
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  -- The uploader's JWT `sub`, as text: compare it with auth.uid()::text.
  owner_id text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned boolean not null default false,
  constraint objects_pkey primary key (id),
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index bucketid_objname on storage.objects (bucket_id, name);
create index idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
create index name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Policy helpers, with the current semantics: 'a/b/c.png' -> {a,b}, 'c.png'; extension is the text
-- after the last dot of the file name ('x/c.tar.gz' -> 'gz').
create function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

-- The Storage server sets storage.allow_delete_query in its own transactions; plain SQL deletes fail.
create function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end;
$$;

create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();

alter type storage.buckettype owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;

grant all on table storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on table storage.buckets, storage.objects to postgres with grant option;
grant execute on all functions in schema storage to anon, authenticated, service_role;

-- ------------------------------------------------------------ default privileges in public

-- Supabase's explicit-grant default (all projects since 2026-10-30): the classic grants to the API
-- roles minus data access, so a table, sequence or function that `postgres` creates in public is
-- unreachable by anon, authenticated and service_role until a migration grants it.
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres
  revoke execute on functions from public;
