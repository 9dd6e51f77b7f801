-- Form CRS's summary of material changes (issue 22; Form CRS instructions, General Instruction 8):
-- a Form CRS that replaces an earlier one carries the summary, stored with the document and shown
-- on /crs. The admin's upload form asks for it; the database refuses a replacing Form CRS without
-- it, whoever inserts. Like the rest of the row it cannot change once written
-- (20261125100300_legal_documents_kept_whole.sql).

alter table public.legal_documents
  add column material_changes text,
  add constraint legal_documents_material_changes_check
    check (material_changes is null or char_length(btrim(material_changes)) between 1 and 4000),
  add constraint legal_documents_material_changes_form_crs_check
    check (material_changes is null or document_type = 'form_crs');

comment on column public.legal_documents.material_changes is
  'Form CRS only: the summary of material changes since the Form CRS it replaced (null for the first).';

grant insert (material_changes) on table public.legal_documents to authenticated;

-- Invoker's rights: an admin (who inserts) reads every document; the service role bypasses RLS.
create function private.require_form_crs_material_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.document_type = 'form_crs'
     and new.material_changes is null
     and exists (select 1 from public.legal_documents d where d.document_type = 'form_crs' and d.is_active) then
    raise exception 'a Form CRS that replaces an earlier one needs its summary of material changes'
      using errcode = '23514', hint = 'Fill in material_changes.';
  end if;
  return new;
end;
$$;

revoke all on function private.require_form_crs_material_changes() from public;

create trigger legal_documents_form_crs_material_changes
  before insert on public.legal_documents
  for each row execute function private.require_form_crs_material_changes();
