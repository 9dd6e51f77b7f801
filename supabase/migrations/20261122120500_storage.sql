-- The two buckets and who may do what in them. Size and MIME limits are enforced by the Storage
-- API on upload; the policies below decide access and refuse badly named objects.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('legal-documents', 'legal-documents', false, 10485760, array['application/pdf']),
  ('resource-thumbnails', 'resource-thumbnails', true, 5242880, array['image/jpeg', 'image/png'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- legal-documents (private): the file of an active document is public, the others only admins see.
create policy "Legal documents: anyone downloads the files of active documents"
  on storage.objects for select to anon, authenticated
  using (
    bucket_id = 'legal-documents'
    and exists (
      select 1 from public.legal_documents d where d.file_path = objects.name and d.is_active
    )
  );

create policy "Legal documents: admins read every file"
  on storage.objects for select to authenticated
  using (bucket_id = 'legal-documents' and (select public.has_role((select auth.uid()), 'admin')));

-- Named {document_type}-{timestamp}.pdf at the bucket's root. No update or delete policy: files
-- are kept like their records.
create policy "Legal documents: admins upload well-named PDFs"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'legal-documents'
    and (select public.has_role((select auth.uid()), 'admin'))
    and name ~ '^(adv_part_2a|adv_part_2b|form_adv|investment_agreement)-[0-9]{10,16}\.[pP][dD][fF]$'
  );

-- resource-thumbnails (public): files are downloaded by public URL, which needs no policy; listing
-- the bucket is for admins only.
create policy "Resource thumbnails: admins list and read"
  on storage.objects for select to authenticated
  using (bucket_id = 'resource-thumbnails' and (select public.has_role((select auth.uid()), 'admin')));

-- Named {userId}/{timestamp}.{jpg|jpeg|png}, in the uploader's own folder.
create policy "Resource thumbnails: admins upload into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'resource-thumbnails'
    and (select public.has_role((select auth.uid()), 'admin'))
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and name ~* '^[^/]+/[0-9]{10,16}\.(jpe?g|png)$'
  );

create policy "Resource thumbnails: admins delete"
  on storage.objects for delete to authenticated
  using (bucket_id = 'resource-thumbnails' and (select public.has_role((select auth.uid()), 'admin')));
