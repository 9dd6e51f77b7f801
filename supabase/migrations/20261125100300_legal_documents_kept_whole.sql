-- A kept document's file cannot be swapped (issue 19, finding 6). The promise that no role may
-- delete or rewrite a document's file failed in four steps with the secret key: change the row's
-- file_path, delete the file no document named any more, upload a forged PDF under the old name
-- (the storage trigger covered UPDATE and DELETE, not INSERT), change file_path back. Anon then got
-- the forged bytes and verify_content_history() still said valid: nothing recorded the file itself.
--   - A document's row cannot change once written, but for is_active (the soft delete): for every
--     role, the service role and the table owner included.
--   - No new object under the name of an existing document's file (an upload, or an upsert with
--     x-upsert, which inserts too), whoever asks.
--   - Each document records the SHA-256 of its file, computed in the admin's browser when it is
--     uploaded (SubtleCrypto) and inserted with the row, so the content history and its exports
--     carry it and a swapped file is detectable offline. Documents recorded before this migration
--     keep null, "not recorded": the database cannot read the bytes in Storage to hash them, and a
--     hash written now would only vouch for whatever the file is today. Uploading the document again
--     records a version with its hash.

alter table public.legal_documents
  add column sha256 text,
  add constraint legal_documents_sha256_check check (sha256 ~ '^[0-9a-f]{64}$');

comment on column public.legal_documents.sha256 is
  'SHA-256 (lowercase hex) of the file as uploaded; null for documents recorded before it was kept.';

-- Whoever updates a row: only is_active may change. (Deletes and truncates are refused already.)
create function private.keep_legal_document_record()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - 'is_active') is distinct from (to_jsonb(old) - 'is_active') then
    raise exception 'a legal document is kept as it was recorded; only is_active may change'
      using errcode = '42501', hint = 'Upload a new version instead.';
  end if;
  return new;
end;
$$;

revoke all on function private.keep_legal_document_record() from public;

create trigger legal_documents_keep_record
  before update on public.legal_documents
  for each row execute function private.keep_legal_document_record();

grant insert (sha256) on table public.legal_documents to authenticated;

-- An admin's upload records the file's hash.
drop policy "Admins add documents" on public.legal_documents;
create policy "Admins add documents with their file's hash"
  on public.legal_documents for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')) and sha256 is not null);

-- The storage trigger function now also refuses a new object under a document's name. Security
-- definer, so that it sees every document, retired ones too, whoever asks.
create or replace function private.keep_legal_document_files()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.bucket_id = 'legal-documents'
       and exists (select 1 from public.legal_documents d where d.file_path = new.name) then
      raise exception 'the file % belongs to a legal document and is kept for the record', new.name
        using errcode = '42501', hint = 'Upload the new version under a new name.';
    end if;
    return new;
  end if;
  if old.bucket_id = 'legal-documents'
     and (tg_op = 'DELETE'
          or (new.bucket_id, new.name, new.metadata, new.version)
             is distinct from (old.bucket_id, old.name, old.metadata, old.version))
     and exists (select 1 from public.legal_documents d where d.file_path = old.name) then
    raise exception 'the file % belongs to a legal document and is kept for the record', old.name
      using errcode = '42501', hint = 'Retire the document (is_active false) instead.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

-- A trigger of its own rather than the old one dropped and made again: on a hosted project only the
-- table's owner (Storage's role) may drop a trigger on storage.objects; `postgres` may create one.
create trigger legal_documents_keep_file_names
  before insert on storage.objects
  for each row execute function private.keep_legal_document_files();
