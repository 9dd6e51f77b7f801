-- Two-step verification codes are guessed or replayed no more. The only limit on wrong codes was 30
-- verifications a minute per client address, and a wrong code never used up its challenge, so from
-- many addresses the one-in-a-million-per-try chance was within reach in hours; and a code accepted
-- once was accepted again, in the same 30 seconds, from another session (RFC 6238 §5.2 asks a
-- verifier never to accept a code twice).
--
-- The Auth server (the local stack's, supabase/local/auth/mfa-routes.ts) asks
-- private.check_two_step_code for every code it checks, whatever the address:
--   - 5 wrong codes for a factor within 15 minutes lock it for 15 minutes: every code is refused
--     meanwhile, the right one too, and the lock is recorded in the security log as
--     `mfa_factor_locked` (high);
--   - the time step a code belongs to is accepted once per factor: a code of that step or of an
--     earlier one is refused afterwards, and counts as a wrong code.
-- The state is one row per factor; the attempts it counts are kept 15 minutes. Nothing here is
-- reachable through the API: the private schema is not exposed, and only the owner may call the
-- function.

create table private.two_step_code_guards (
  factor_id uuid primary key,
  user_id uuid not null,
  -- The RFC 6238 time step (seconds since the epoch / 30) of the newest accepted code.
  last_accepted_step bigint,
  locked_until timestamptz
);

create table private.two_step_code_failures (
  id bigint generated always as identity primary key,
  factor_id uuid not null references private.two_step_code_guards (factor_id) on delete cascade,
  failed_at timestamptz not null default now()
);
create index two_step_code_failures_factor_idx on private.two_step_code_failures (factor_id, failed_at);

-- Like the other tables of the private schema: no grant to any API role, and no row security (with
-- it and no policy, splinter's rls_enabled_no_policy flags a table no API role can reach anyway).
revoke all on table private.two_step_code_guards from public, anon, authenticated, service_role;
revoke all on table private.two_step_code_failures from public, anon, authenticated, service_role;

-- _matched_step: the time step the code matched, null for a wrong code. _address: the client's, for
-- the security log. _each_step_once: false lets a step's code in again (the local stack's option
-- for test runs that sign one account in many times a minute). Answers 'accepted', 'refused' or
-- 'locked'.
create function private.check_two_step_code(
  _factor_id uuid,
  _user_id uuid,
  _matched_step bigint,
  _address text,
  _each_step_once boolean default true
)
returns text
language plpgsql
set search_path = ''
as $$
declare
  guard private.two_step_code_guards;
  failures integer;
begin
  insert into private.two_step_code_guards (factor_id, user_id)
  values (_factor_id, _user_id)
  on conflict (factor_id) do nothing;
  -- One check at a time per factor: two requests with the same code cannot both be accepted.
  select * into strict guard from private.two_step_code_guards g
    where g.factor_id = _factor_id for update;

  if guard.locked_until > now() then
    return 'locked';
  end if;

  if _matched_step > coalesce(guard.last_accepted_step, -1)
     or (_matched_step is not null and not _each_step_once) then
    update private.two_step_code_guards g
      set last_accepted_step = greatest(_matched_step, guard.last_accepted_step), locked_until = null
      where g.factor_id = _factor_id;
    delete from private.two_step_code_failures f where f.factor_id = _factor_id;
    return 'accepted';
  end if;

  delete from private.two_step_code_failures f where f.failed_at <= now() - interval '15 minutes';
  insert into private.two_step_code_failures (factor_id) values (_factor_id);
  select count(*) into failures from private.two_step_code_failures f where f.factor_id = _factor_id;
  if failures < 5 then
    return 'refused';
  end if;

  update private.two_step_code_guards g
    set locked_until = now() + interval '15 minutes'
    where g.factor_id = _factor_id;
  delete from private.two_step_code_failures f where f.factor_id = _factor_id;
  -- The event's own ip_address is the API gateway's (see private.stamp_security_event); the Auth
  -- server's caller goes in the details.
  insert into public.security_events (user_id, action, severity, details)
  values (
    _user_id,
    'mfa_factor_locked',
    'high',
    jsonb_build_object(
      'factor_id', _factor_id, 'wrong_codes', failures, 'locked_minutes', 15, 'address', _address
    )
  );
  return 'locked';
end;
$$;

revoke all on function private.check_two_step_code(uuid, uuid, bigint, text, boolean)
  from public, anon, authenticated, service_role;
