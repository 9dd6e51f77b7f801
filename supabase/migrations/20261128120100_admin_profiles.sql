-- The names the record shows come from a change made at aal2. The Compliance archive and its
-- exports name each change's actor by display name, which history_actor_directory read from the
-- user's metadata (user_metadata.full_name). Any session may change its own metadata
-- (PUT /auth/v1/user {"data": {...}}), so an admin with the password alone (aal1), or anyone who
-- stole it, could rename the author of every change they made, unrecorded.
--
-- The name is now public.admin_profiles.full_name: one row per admin, which only that admin writes,
-- at aal2, through public.save_admin_profile(full_name); every change of it is recorded in the
-- security log as `profile_name_changed` (the old and the new name) by a trigger, whoever writes.
-- The directory reads it there. Names already kept in admins' metadata are copied once, so the
-- record keeps the names it showed.

create table public.admin_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null,
  updated_at timestamptz not null default now(),
  constraint admin_profiles_full_name_check
    check (full_name = btrim(full_name) and char_length(full_name) between 1 and 100)
);

comment on table public.admin_profiles is
  'An admin''s name as the archive shows it; written by that admin at aal2 only (save_admin_profile).';

alter table public.admin_profiles enable row level security;
revoke all on table public.admin_profiles from public, anon, authenticated, service_role;
grant select on table public.admin_profiles to authenticated, service_role;
grant insert (user_id, full_name), update (full_name, updated_at)
  on table public.admin_profiles to authenticated;

create policy "Admins read the admins' names"
  on public.admin_profiles for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "An admin adds their own name"
  on public.admin_profiles for insert to authenticated
  with check (
    user_id = (select auth.uid()) and (select public.has_role((select auth.uid()), 'admin'))
  );

create policy "An admin changes their own name"
  on public.admin_profiles for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_role((select auth.uid()), 'admin')))
  with check (user_id = (select auth.uid()));

create policy "admin_profiles: admins need two-step verification"
  on public.admin_profiles as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- The names the archive showed until now, for the admins who had one (before the trigger below:
-- nobody changed them now).
insert into public.admin_profiles (user_id, full_name)
select u.id, btrim(u.raw_user_meta_data ->> 'full_name')
from auth.users u
where u.id in (select r.user_id from public.user_roles r where r.role = 'admin')
  and char_length(btrim(coalesce(u.raw_user_meta_data ->> 'full_name', ''))) between 1 and 100;

-- Every change of a name is in the security log, with both names: the archive's attribution can be
-- traced. Security definer: the writer holds no INSERT on the log.
create function private.record_admin_name_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.full_name is not distinct from old.full_name then
    return new;
  end if;
  insert into public.security_events (user_id, action, severity, details)
  values (
    new.user_id,
    'profile_name_changed',
    'medium',
    jsonb_build_object(
      'from', case when tg_op = 'UPDATE' then old.full_name end,
      'to', new.full_name
    )
  );
  return new;
end;
$$;

revoke all on function private.record_admin_name_change() from public, anon, authenticated, service_role;

create trigger admin_profiles_name_change_logged
  after insert or update of full_name on public.admin_profiles
  for each row execute function private.record_admin_name_change();

-- POST /rest/v1/rpc/save_admin_profile: the caller's own name, with the caller's rights (the
-- policies above: an admin, at aal2). Answers the saved row.
create function public.save_admin_profile(full_name text)
returns public.admin_profiles
language sql
security invoker
set search_path = ''
as $$
  insert into public.admin_profiles as p (user_id, full_name)
  values (auth.uid(), btrim(save_admin_profile.full_name))
  on conflict (user_id) do update
    set full_name = excluded.full_name, updated_at = now()
  returning p.*;
$$;

revoke all on function public.save_admin_profile(text) from public, anon, authenticated, service_role;
grant execute on function public.save_admin_profile(text) to authenticated;

create or replace function intake.history_actor_directory()
returns table (id uuid, display_name text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'only admins can read who made the changes' using errcode = '42501';
  end if;
  if (auth.jwt() ->> 'aal') is distinct from 'aal2' then
    raise exception 'reading who made the changes needs two-step verification (aal2)'
      using errcode = '42501';
  end if;
  return query
    select u.id, p.full_name, u.email::text
    from auth.users u
    left join public.admin_profiles p on p.user_id = u.id
    where u.id in (select h.actor from public.content_history h where h.actor is not null)
       or u.id in (select r.user_id from public.user_roles r where r.role = 'admin')
    order by u.email;
end;
$$;
