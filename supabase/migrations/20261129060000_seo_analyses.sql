-- SEO Tools' analyses (issue 37): each one of a release's files (what the public is served), made
-- in the admin's browser by src/features/seo/analysis and kept here: which release, when, by whom,
-- the site's score, the number of pages analysed and every finding. Earlier analyses stay listed
-- (the dashboard's SEO card shows the latest score and its change against the one before). Only an
-- admin at aal2 reads or adds one; no admin changes or deletes one. The service role (the operator's
-- secret key) adds one with no author when a release is recorded (records/release/analyse-release.ts:
-- a new release is analysed by itself), and may delete analyses (the browser tests clear them):
-- they are not books and records.

create table public.seo_analyses (
  id uuid primary key default gen_random_uuid(),
  release_id uuid not null references public.site_releases (id),
  -- The database's clock and the caller: no API role may set them (column grants below).
  analysed_at timestamptz not null default now(),
  analysed_by uuid default auth.uid() references auth.users (id) on delete set null,
  score smallint not null,
  page_count integer not null,
  -- The report: {"pages": [{"path", "score", "wordCount", "findings": [...]}], "siteFindings": [...]},
  -- each finding {"check", "status", "element", "message", "fix"?}.
  findings jsonb not null,
  constraint seo_analyses_score_check check (score between 0 and 100),
  constraint seo_analyses_page_count_check check (page_count between 0 and 1000),
  constraint seo_analyses_findings_check check (
    jsonb_typeof(findings) = 'object'
    and jsonb_typeof(findings -> 'pages') = 'array'
    and jsonb_typeof(findings -> 'siteFindings') = 'array'
    and jsonb_array_length(findings -> 'pages') = page_count
    and octet_length(findings::text) <= 8000000
  )
);

comment on table public.seo_analyses is
  'SEO analyses of the site''s releases: score, pages analysed and every finding; admins at aal2 only.';

create index seo_analyses_analysed_at_idx on public.seo_analyses (analysed_at desc);
create index seo_analyses_release_id_idx on public.seo_analyses (release_id);
create index seo_analyses_analysed_by_idx on public.seo_analyses (analysed_by);

alter table public.seo_analyses enable row level security;

revoke all on table public.seo_analyses from public, anon, authenticated, service_role;
grant select on table public.seo_analyses to authenticated, service_role;
grant delete on table public.seo_analyses to service_role;
grant insert (release_id, score, page_count, findings) on table public.seo_analyses to service_role;
grant insert (release_id, score, page_count, findings) on table public.seo_analyses to authenticated;

create policy "Admins read the SEO analyses"
  on public.seo_analyses for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins add SEO analyses"
  on public.seo_analyses for insert to authenticated
  with check (
    (select public.has_role((select auth.uid()), 'admin')) and analysed_by = (select auth.uid())
  );

create policy "seo_analyses: admins need two-step verification"
  on public.seo_analyses as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (((select auth.jwt()) ->> 'aal') = 'aal2');
