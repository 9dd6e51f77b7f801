-- The security log through one call (issue 19, finding 5). With an INSERT grant, any signed-in user
-- could store `admin_access_granted` or `critical` events for themselves, flood the log (300 events
-- of 4 KB in 4 s pushed the dashboard's Recent activity out of view) and set the stored IP address
-- with their own X-Forwarded-For. Now events are added only by
-- public.record_security_event(action, details):
--   - the kind decides: private.security_event_kinds lists every action a user may record, its
--     severity (the server's, never the client's) and who may record it; the user is always
--     auth.uid(), never a parameter;
--   - at most 30 events per user per minute; one more is refused with HTTP 429 (SQLSTATE PT429,
--     PostgREST's custom status) and not stored; one advisory lock per call (the user's) makes the
--     count exact when two calls of one user overlap;
--   - details: a JSON object of at most 4 KB, as the table's CHECK says;
--   - the stored address is the last one of X-Forwarded-For, the one the platform's proxy appended,
--     when it is an IP address, else 'unknown'.
-- The service role keeps its INSERT (server-side code may log what it does); the trigger still sets
-- the time and the origin of every event, whoever inserts it.

-- The one list of what may be recorded. A later migration extends it (two-step verification, issue
-- 20: factor enrolled or removed, code refused, sign-in at aal2) with one INSERT, or adds a column
-- (say, that a kind needs aal2) that intake.record_security_event then reads.
create table private.security_event_kinds (
  action text primary key,
  severity public.security_event_severity not null,
  -- Who may record it, for themselves: 'visitor' a signed-in user who is not an admin (a refused
  -- visit of the admin area), 'admin' an admin.
  recorded_by text not null,
  description text not null,
  constraint security_event_kinds_action_check check (action ~ '^[a-z][a-z0-9_]{0,62}$'),
  constraint security_event_kinds_recorded_by_check check (recorded_by in ('visitor', 'admin'))
);

revoke all on table private.security_event_kinds from public, anon, authenticated, service_role;

insert into private.security_event_kinds (action, severity, recorded_by, description)
values
  ('unauthorized_access', 'critical', 'visitor', 'a signed-in non-admin tried an admin page'),
  ('sign_in', 'medium', 'admin', 'an admin signed in on /admin/login'),
  ('admin_access_granted', 'medium', 'admin', 'an admin opened an admin page'),
  ('sign_out', 'medium', 'admin', 'an admin signed out'),
  ('session_expired', 'medium', 'admin', '30 idle minutes signed the admin out'),
  ('profile_updated', 'medium', 'admin', 'an admin saved their name or email'),
  ('password_changed', 'high', 'admin', 'an admin changed their password'),
  ('password_change_refused', 'high', 'admin', 'a password change of an admin was refused');

-- Security definer: it inserts for the caller, who holds no INSERT, and reads the kinds, which the
-- caller may not. In the intake schema (see 20261125100000_newsletter_through_one_call.sql).
create function intake.record_security_event(_action text, _details jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  kind private.security_event_kinds;
  recent integer;
begin
  if caller is null then
    raise exception 'only a signed-in user records security events' using errcode = '42501';
  end if;
  select * into kind from private.security_event_kinds k where k.action = _action;
  if not found then
    raise exception 'unknown security event: %', left(coalesce(_action, 'null'), 63)
      using errcode = '22023', hint = 'The kinds are listed in private.security_event_kinds.';
  end if;
  if (kind.recorded_by = 'admin') is distinct from public.has_role(caller, 'admin') then
    raise exception 'security event % is recorded only by %', kind.action,
      case kind.recorded_by when 'admin' then 'an admin' else 'a signed-in user who is not an admin' end
      using errcode = '42501';
  end if;
  _details := coalesce(_details, '{}'::jsonb);
  if jsonb_typeof(_details) <> 'object' or octet_length(_details::text) > 4096 then
    raise exception 'the details of a security event are a JSON object of at most 4096 bytes'
      using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('security_events:' || caller::text, 0));
  select count(*) into recent
    from public.security_events e
    where e.user_id = caller and e.created_at > now() - interval '1 minute';
  if recent >= 30 then
    raise sqlstate 'PT429'
      using message = 'too many security events: at most 30 a minute per user',
            hint = 'Try again in a minute.';
  end if;
  insert into public.security_events (user_id, action, severity, details)
  values (caller, kind.action, kind.severity, _details);
end;
$$;

revoke all on function intake.record_security_event(text, jsonb) from public;
grant execute on function intake.record_security_event(text, jsonb) to authenticated;

-- The API's entry point (POST /rest/v1/rpc/record_security_event), with the caller's rights.
create function public.record_security_event(action text, details jsonb default '{}'::jsonb)
returns void
language sql
security invoker
set search_path = ''
as $$
  select intake.record_security_event(action, details);
$$;

revoke all on function public.record_security_event(text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_security_event(text, jsonb) to authenticated;

revoke insert on table public.security_events from authenticated;
drop policy "Signed-in users add events as themselves" on public.security_events;

-- The request's origin: the last address of X-Forwarded-For is the one the platform's proxy
-- appended (the hosted API gateway, or the local stack for its socket's peer); whatever comes before
-- it is what the client sent. Stored when it is one IP address (not a range), else 'unknown'.
create or replace function private.stamp_security_event()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  last_hop text := btrim(substring(coalesce(headers ->> 'x-forwarded-for', '') from '[^,]*$'));
  address inet;
begin
  new.created_at := now();
  begin
    address := nullif(last_hop, '')::inet;
  exception when invalid_text_representation then
    address := null;
  end;
  new.ip_address := case
    when address is not null and masklen(address) = case family(address) when 4 then 32 else 128 end
      then host(address)
    else 'unknown'
  end;
  new.user_agent := coalesce(nullif(btrim(left(headers ->> 'user-agent', 512)), ''), 'unknown');
  return new;
end;
$$;

comment on column public.security_events.ip_address is
  'The last address of X-Forwarded-For (the one the platform appended), or unknown.';
