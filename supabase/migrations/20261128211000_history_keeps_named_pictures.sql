-- The pictures the content history names are kept as long as the history is, which is forever.
-- A resource's thumbnail (resource-thumbnails) and the site's logos and favicon (site-assets) are
-- public URLs in their rows, so the history's before and after images of an edit or a delete name
-- them; the back office used to delete a replaced or removed picture, and the Compliance archive's
-- links then answered 'Object not found'. Now no role, the service role and the owner included,
-- deletes, renames or rewrites an object of these buckets whose public URL a history entry names,
-- nor stores a new object under such a name (a delete then an upload would swap the picture).
-- What no entry names (an upload whose row was refused) may still be removed by an admin.
-- The kept pictures stay where they were: public by URL, as they were when shown, and listed to
-- admins only.

-- Whether a history entry, before or after the change, holds a value ending in the object's public
-- path (".../storage/v1/object/public/<bucket>/<name>"), compared as the JSON text of the entry so
-- the name's characters need no escaping of our own.
create function private.history_names_object(_bucket_id text, _name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1
    from public.content_history h
    where strpos(
      coalesce(h.before::text, '') || coalesce(h.after::text, ''),
      substr(to_jsonb('/storage/v1/object/public/' || _bucket_id || '/' || _name)::text, 2)
    ) > 0
  );
$$;

revoke all on function private.history_names_object(text, text) from public;

-- Security definer: the check must see every history entry, whoever asks (admins read the history
-- at aal2 only; the Storage server's other callers not at all).
create function private.keep_pictures_the_history_names()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept_buckets constant text[] := array['resource-thumbnails', 'site-assets'];
begin
  if tg_op in ('INSERT', 'UPDATE')
     and new.bucket_id = any (kept_buckets)
     and (tg_op = 'INSERT' or (new.bucket_id, new.name) is distinct from (old.bucket_id, old.name))
     and private.history_names_object(new.bucket_id, new.name) then
    raise exception 'the content history names the picture %; it is kept as recorded', new.name
      using errcode = '42501', hint = 'Upload the new picture under a new name.';
  end if;
  if tg_op in ('UPDATE', 'DELETE')
     and old.bucket_id = any (kept_buckets)
     and (tg_op = 'DELETE'
          or (new.bucket_id, new.name, new.metadata, new.user_metadata, new.version)
             is distinct from (old.bucket_id, old.name, old.metadata, old.user_metadata, old.version))
     and private.history_names_object(old.bucket_id, old.name) then
    raise exception 'the content history names the picture %; it is kept for the record', old.name
      using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.keep_pictures_the_history_names() from public;

create trigger history_keeps_named_pictures
  before insert or update or delete on storage.objects
  for each row execute function private.keep_pictures_the_history_names();
