-- The admin role is a row here. Only the service role writes it (npm run create-admin, the
-- dashboard); signed-in users read their own rows, which is all has_role needs.
create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

alter table public.user_roles enable row level security;

revoke all on table public.user_roles from anon, authenticated, service_role;
grant select on table public.user_roles to authenticated;
grant select, insert, update, delete on table public.user_roles to service_role;

create policy "Users read their own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

-- The spec's admin check (RPC has_role) and the test in every admin policy. It runs with the
-- caller's rights (security invoker), so row-level security on user_roles applies: a signed-in
-- user learns their own roles and gets false for anyone else's; the service role sees all.
create function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = _user_id and role = _role
  );
$$;

revoke all on function public.has_role(uuid, public.app_role) from public, anon, authenticated, service_role;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;
