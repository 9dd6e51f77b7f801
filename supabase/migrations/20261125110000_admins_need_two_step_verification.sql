-- Two-step verification is mandatory for admins, and the database enforces it (issue 20): an admin
-- signed in with a password alone (a token whose `aal` claim is `aal1`) reads and changes nothing
-- that only admins may. Supabase's "enforce MFA" pattern: a RESTRICTIVE policy beside every
-- permissive policy that admits admins, ANDed with it by Postgres:
--
--   not has_role(auth.uid(), 'admin') or auth.jwt() ->> 'aal' = 'aal2'
--
-- Anon is untouched (the policies are for authenticated only), and so is a signed-in visitor, for
-- whom the first half is true. An admin at aal1 is a signed-in visitor until the second step: the
-- read policies of tables with public rows also pass what a visitor may read (featured resources,
-- active documents and their files), since the public pages read through the same supabase-js
-- session. Written `((select auth.jwt()) ->> 'aal')` so Postgres evaluates auth.jwt() once per
-- statement (splinter lint 0003, auth_rls_initplan). has_role still answers for the signed-in user
-- at either level: user_roles is not admin data.
-- supabase/tests/catalog-guards.test.ts fails when a permissive policy that admits admins has no
-- restrictive aal2 policy for the same command, so a later table cannot forget it.

-- recommended_resources: featured resources are public; the rest, and every write, admin only.
create policy "recommended_resources: admins need two-step verification to read"
  on public.recommended_resources as restrictive for select to authenticated
  using (
    is_featured
    or not (select public.has_role((select auth.uid()), 'admin'))
    or ((select auth.jwt()) ->> 'aal') = 'aal2'
  );

create policy "recommended_resources: admins need two-step verification to add"
  on public.recommended_resources as restrictive for insert to authenticated
  with check (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

create policy "recommended_resources: admins need two-step verification to update"
  on public.recommended_resources as restrictive for update to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

create policy "recommended_resources: admins need two-step verification to delete"
  on public.recommended_resources as restrictive for delete to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

-- legal_documents: active documents are public; retired ones, uploads and retiring admin only.
create policy "legal_documents: admins need two-step verification to read"
  on public.legal_documents as restrictive for select to authenticated
  using (
    is_active
    or not (select public.has_role((select auth.uid()), 'admin'))
    or ((select auth.jwt()) ->> 'aal') = 'aal2'
  );

create policy "legal_documents: admins need two-step verification to add"
  on public.legal_documents as restrictive for insert to authenticated
  with check (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

create policy "legal_documents: admins need two-step verification to update"
  on public.legal_documents as restrictive for update to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

-- Admin-only reads.
create policy "website_analytics: admins need two-step verification"
  on public.website_analytics as restrictive for select to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

create policy "security_events: admins need two-step verification"
  on public.security_events as restrictive for select to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

create policy "content_history: admins need two-step verification"
  on public.content_history as restrictive for select to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

create policy "newsletter_subscribers: admins need two-step verification"
  on public.newsletter_subscribers as restrictive for select to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

-- site_settings: everyone reads the row; only its update is admin work.
create policy "site_settings: admins need two-step verification to update"
  on public.site_settings as restrictive for update to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

-- storage.objects, every bucket: the files of active documents stay downloadable as for anyone;
-- reading other files, uploading and deleting need aal2 from an admin.
create policy "storage.objects: admins need two-step verification to read"
  on storage.objects as restrictive for select to authenticated
  using (
    not (select public.has_role((select auth.uid()), 'admin'))
    or ((select auth.jwt()) ->> 'aal') = 'aal2'
    or (
      bucket_id = 'legal-documents'
      and exists (
        select 1 from public.legal_documents d where d.file_path = objects.name and d.is_active
      )
    )
  );

create policy "storage.objects: admins need two-step verification to upload"
  on storage.objects as restrictive for insert to authenticated
  with check (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

create policy "storage.objects: admins need two-step verification to delete"
  on storage.objects as restrictive for delete to authenticated
  using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');

-- The admin-only RPC: verify_content_history read the chain with its caller's rights, so an admin
-- at aal1 would now see an empty chain and be told it is valid. Refused instead, like a visitor.
create or replace function public.verify_content_history()
returns table (
  valid boolean,
  entries bigint,
  last_id bigint,
  last_hash text,
  broken_id bigint,
  reason text,
  detail text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if current_user = 'authenticated' and not public.has_role(auth.uid(), 'admin') then
    raise exception 'only admins can verify the content history' using errcode = '42501';
  end if;
  if current_user = 'authenticated' and (auth.jwt() ->> 'aal') is distinct from 'aal2' then
    raise exception 'verifying the content history needs two-step verification (aal2)'
      using errcode = '42501';
  end if;
  return query
  with links as (
    select e.id, e.prev_hash, e.hash,
           public.content_history_hash(e) as recomputed,
           lag(e.id, 1, 0::bigint) over chain as previous_id,
           lag(e.hash, 1, repeat('0', 64)) over chain as previous_hash
    from public.content_history e
    window chain as (order by e.id)
  ),
  checked as (
    select l.id, l.previous_id,
           case
             when l.id <> l.previous_id + 1 then 'gap'
             when l.prev_hash <> l.previous_hash then 'prev_hash mismatch'
             when l.hash <> l.recomputed then 'hash mismatch'
           end as problem
    from links l
  ),
  first_break as (
    select c.id, c.previous_id, c.problem from checked c
    where c.problem is not null
    order by c.id
    limit 1
  ),
  totals as (
    select count(*) as entries,
           (select e.id from public.content_history e order by e.id desc limit 1) as last_id,
           (select e.hash from public.content_history e order by e.id desc limit 1) as last_hash
    from public.content_history
  )
  select b.id is null, t.entries, t.last_id, t.last_hash, b.id, b.problem,
         case b.problem
           when 'gap' then format('entries %s to %s are missing before entry %s', b.previous_id + 1, b.id - 1, b.id)
           when 'prev_hash mismatch' then format('entry %s does not carry the hash of entry %s', b.id, b.previous_id)
           when 'hash mismatch' then format('entry %s was changed after it was written', b.id)
         end
  from totals t
  left join first_break b on true;
end;
$$;

-- The security log: which admin events need aal2 to be recorded (an admin at aal1 may log only what
-- happens before or instead of the second step: the password accepted, a refused code, signing out,
-- an idle sign-out, a password reset), and the two-step verification events.
alter table private.security_event_kinds
  add column needs_aal2 boolean not null default false;

update private.security_event_kinds
  set needs_aal2 = true
  where action in ('admin_access_granted', 'profile_updated', 'password_changed', 'password_change_refused');

insert into private.security_event_kinds (action, severity, recorded_by, needs_aal2, description)
values
  ('mfa_factor_enrolled', 'high', 'admin', true, 'an admin added an authenticator app (TOTP factor)'),
  ('mfa_factor_removed', 'high', 'admin', true, 'an admin removed their authenticator app'),
  ('mfa_code_refused', 'high', 'admin', false, 'a two-step verification code of an admin was refused'),
  ('mfa_sign_in', 'medium', 'admin', true, 'an admin completed the second step of signing in (aal2)'),
  ('other_sessions_signed_out', 'medium', 'admin', true, 'an admin signed out their other sessions'),
  ('password_reset', 'high', 'admin', false, 'an admin set a new password with a mailed reset code');

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
