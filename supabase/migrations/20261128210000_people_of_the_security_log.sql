-- The dashboard's Recent Activity names the people of the security log as the Compliance archive
-- names the history's actors: by name and email, through the same admins-only directory. Until now
-- the directory answered the history's actors and the admins only, so an event of anyone else (a
-- signed-in visitor who tried an admin page, a former admin who never changed content) could only
-- show a user id. It now also answers the users who appear in public.security_events, which admins
-- read whole already; the same refusals stand: anon (no execute), a signed-in visitor and an admin
-- at aal1 (42501). `create or replace` keeps the function's owner and grants.

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
       or u.id in (select e.user_id from public.security_events e)
    order by u.email;
end;
$$;
