-- The security log's flood limit counts each kind of event on its own: at most 30 events of one
-- kind per user a minute (issue 19 counted every kind together). Every admin page opened is an
-- `admin_access_granted` event, so an admin going quickly through 30 pages had the next events
-- refused, a sign-out or a refused two-step code among them, and those are the ones an examiner
-- looks for. A signed-in visitor can record one kind only (`unauthorized_access`), so what a
-- non-admin can put in the log a minute is unchanged.

create or replace function intake.record_security_event(_action text, _details jsonb)
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
  if kind.needs_aal2 and (auth.jwt() ->> 'aal') is distinct from 'aal2' then
    raise exception 'security event % is recorded only after two-step verification (aal2)', kind.action
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
    where e.user_id = caller and e.action = kind.action
      and e.created_at > now() - interval '1 minute';
  if recent >= 30 then
    raise sqlstate 'PT429'
      using message = format('too many %s events: at most 30 of one kind a minute per user', kind.action),
            hint = 'Try again in a minute.';
  end if;
  insert into public.security_events (user_id, action, severity, details)
  values (caller, kind.action, kind.severity, _details);
end;
$$;
