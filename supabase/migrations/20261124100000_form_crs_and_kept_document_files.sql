-- Form CRS becomes a fifth document type (issue 11): /crs offers the newest active one, as /adv
-- offers the others. And a document's file is kept as long as its record is, which is forever: no
-- role may delete or rewrite it, the service role included. A file that no document names (an
-- upload whose record could not be written) is the only kind an admin may delete.

alter table public.legal_documents drop constraint legal_documents_document_type_check;
alter table public.legal_documents add constraint legal_documents_document_type_check
  check (document_type in ('adv_part_2a', 'adv_part_2b', 'form_adv', 'investment_agreement', 'form_crs'));

drop policy "Legal documents: admins upload well-named PDFs" on storage.objects;
create policy "Legal documents: admins upload well-named PDFs"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'legal-documents'
    and (select public.has_role((select auth.uid()), 'admin'))
    and name ~ '^(adv_part_2a|adv_part_2b|form_adv|investment_agreement|form_crs)-[0-9]{10,16}\.[pP][dD][fF]$'
  );

-- The upload page stores the file first and then its record; when the record is refused, it removes
-- the file again, so a failed upload leaves nothing behind.
create policy "Legal documents: admins delete files no document names"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'legal-documents'
    and (select public.has_role((select auth.uid()), 'admin'))
    and not exists (select 1 from public.legal_documents d where d.file_path = objects.name)
  );

-- Security definer: the check must see every document, retired ones too, whoever asks.
create function private.keep_legal_document_files()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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

revoke all on function private.keep_legal_document_files() from public;

create trigger legal_documents_keep_files
  before update or delete on storage.objects
  for each row execute function private.keep_legal_document_files();
