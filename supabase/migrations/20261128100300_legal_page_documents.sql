-- The Privacy Policy and the Terms of Service as documents too: 'Upload Document' on Content's
-- Terms and Policy tab attaches a PDF version of either, kept like every other document (every
-- version, never deleted), and the page offers the newest active one beside its text.

alter table public.legal_documents drop constraint legal_documents_document_type_check;
alter table public.legal_documents add constraint legal_documents_document_type_check
  check (document_type in (
    'adv_part_2a', 'adv_part_2b', 'form_adv', 'investment_agreement', 'form_crs',
    'privacy_policy', 'terms_of_service'
  ));

drop policy "Legal documents: admins upload well-named PDFs" on storage.objects;
create policy "Legal documents: admins upload well-named PDFs"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'legal-documents'
    and (select public.has_role((select auth.uid()), 'admin'))
    and name ~ '^(adv_part_2a|adv_part_2b|form_adv|investment_agreement|form_crs|privacy_policy|terms_of_service)-[0-9]{10,16}\.[pP][dD][fF]$'
  );
