-- The security log (spec §6 "Audit"): who entered the admin area, who was refused, who signed out
-- and whose session expired. The spec only prints these to the console; an adviser keeps them.
-- Signed-in users add events as themselves, admins read them, nobody changes or removes one.
create type public.security_event_severity as enum ('low', 'medium', 'high', 'critical');

create table public.security_events (
  id uuid primary key default gen_random_uuid(),
  -- No foreign key: the record outlives the account, and ON DELETE SET NULL would rewrite it.
  user_id uuid not null default auth.uid(),
  action text not null,
  details jsonb not null default '{}'::jsonb,
  severity public.security_event_severity not null,
  -- The three columns below are the server's: private.stamp_security_event sets them on every
  -- insert, whatever the client sent (the API roles may not even name them).
  created_at timestamptz not null default now(),
  user_agent text not null default 'unknown',
  -- The X-Forwarded-For chain the API gateway passed (the client's address first), or 'unknown'.
  ip_address text not null default 'unknown',
  constraint security_events_action_check check (action ~ '^[a-z][a-z0-9_]{0,62}$'),
  constraint security_events_details_check
    check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 4096)
);

-- Admins read the log newest first, or one user's events.
create index security_events_created_at_idx on public.security_events (created_at desc);
create index security_events_user_id_idx on public.security_events (user_id, created_at desc);

-- The time and the request's origin come from the server: PostgREST puts the request's headers
-- (lowercase names) in request.headers. Outside a request (a migration, psql) there are none.
create function private.stamp_security_event()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
begin
  new.created_at := now();
  new.ip_address := coalesce(nullif(btrim(left(headers ->> 'x-forwarded-for', 255)), ''), 'unknown');
  new.user_agent := coalesce(nullif(btrim(left(headers ->> 'user-agent', 512)), ''), 'unknown');
  return new;
end;
$$;

revoke all on function private.stamp_security_event() from public;

create trigger security_events_stamp
  before insert on public.security_events
  for each row execute function private.stamp_security_event();

alter table public.security_events enable row level security;

-- Append-only for every API role: no update or delete privilege, and no policy for them either.
revoke all on table public.security_events from anon, authenticated, service_role;
grant select on table public.security_events to authenticated;
grant insert (user_id, action, severity, details) on table public.security_events to authenticated;
grant select, insert on table public.security_events to service_role;

create policy "Admins read the security log"
  on public.security_events for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Signed-in users add events as themselves"
  on public.security_events for insert to authenticated
  with check (user_id = (select auth.uid()));
