-- Who made each change, as people know them (issue 22, "a record people can read"): the Compliance
-- archive and its exports show an entry's actor by name and email instead of the user id that
-- content_history keeps. Names and emails live in auth.users, which the API roles may not read, and
-- which a hosted project lets no migration add objects to. So the directory is one call:
--
--   public.history_actor_directory()   security invoker, the API's RPC; it calls
--   intake.history_actor_directory()   security definer (in the schema the API does not expose,
--                                      20261125100000_newsletter_through_one_call.sql), which reads
--                                      auth.users as its owner (`postgres` may read it on a hosted
--                                      project) for an admin at aal2 only.
--
-- It answers the users who appear as actors of the history and the admins: their id, their display
-- name (the profile's user_metadata.full_name; null when they gave none) and email. Anyone else is
-- refused (42501): anon (no execute), a signed-in visitor, and an admin at aal1, as issue 20 asks
-- of all admin data. A user deleted since keeps their entries, with an id the directory no longer
-- knows.

create function intake.history_actor_directory()
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
    select u.id, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), u.email::text
    from auth.users u
    where u.id in (select h.actor from public.content_history h where h.actor is not null)
       or u.id in (select r.user_id from public.user_roles r where r.role = 'admin')
    order by u.email;
end;
$$;

revoke all on function intake.history_actor_directory() from public;
grant execute on function intake.history_actor_directory() to authenticated;

-- POST /rest/v1/rpc/history_actor_directory, with the caller's rights.
create function public.history_actor_directory()
returns table (id uuid, display_name text, email text)
language sql
stable
security invoker
set search_path = ''
as $$
  select d.id, d.display_name, d.email from intake.history_actor_directory() d;
$$;

revoke all on function public.history_actor_directory() from public, anon, authenticated, service_role;
grant execute on function public.history_actor_directory() to authenticated;
