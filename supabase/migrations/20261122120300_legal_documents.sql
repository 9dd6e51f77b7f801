-- Regulatory documents offered for download (the files live in the legal-documents bucket).
-- Records are never deleted: retiring one sets is_active to false.
create table public.legal_documents (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  document_type text not null,
  -- The object's name in the legal-documents bucket: {document_type}-{timestamp}.pdf
  file_path text not null,
  file_size bigint not null,
  mime_type text not null default 'application/pdf',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint legal_documents_name_check check (name ~ '[^[:space:]]' and char_length(name) <= 200),
  constraint legal_documents_document_type_check
    check (document_type in ('adv_part_2a', 'adv_part_2b', 'form_adv', 'investment_agreement')),
  constraint legal_documents_file_path_check check (
    starts_with(file_path, document_type || '-') and file_path ~ '^[a-z0-9_]+-[0-9]{10,16}\.[pP][dD][fF]$'
  ),
  constraint legal_documents_file_path_key unique (file_path),
  -- At most the bucket's limit (10 MiB).
  constraint legal_documents_file_size_check check (file_size between 1 and 10485760),
  constraint legal_documents_mime_type_check check (mime_type = 'application/pdf')
);

-- Visitors get the active documents newest first (the newest of each type is offered).
create index legal_documents_active_created_at_idx on public.legal_documents (created_at desc) where is_active;

create trigger legal_documents_refuse_delete
  before delete or truncate on public.legal_documents
  for each statement execute function private.refuse_delete();

alter table public.legal_documents enable row level security;

revoke all on table public.legal_documents from anon, authenticated, service_role;
grant select on table public.legal_documents to anon, authenticated;
grant insert (name, document_type, file_path, file_size, mime_type) on table public.legal_documents to authenticated;
grant update (is_active) on table public.legal_documents to authenticated;
grant select, insert, update on table public.legal_documents to service_role;

create policy "Visitors read active documents"
  on public.legal_documents for select to anon
  using (is_active);

create policy "Signed-in users read active documents, admins read all"
  on public.legal_documents for select to authenticated
  using (is_active or (select public.has_role((select auth.uid()), 'admin')));

create policy "Admins add documents"
  on public.legal_documents for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

-- The only change allowed is the soft delete.
create policy "Admins retire documents"
  on public.legal_documents for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')) and not is_active);
