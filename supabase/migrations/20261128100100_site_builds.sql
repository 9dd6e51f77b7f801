-- Publishing is a release: the build reads the published content in one snapshot
-- (public.published_site_content(), with the secret key), renders every public page from it, and
-- the deployed build is recorded as a release that names the content it holds (content_through: the
-- newest content-history entry the snapshot included). So a change reaches the public only through
-- a recorded release, and the back office can tell of each change whether a release holds it yet.
-- public.site_builds logs each build the publisher ran, so a build that failed is shown with its
-- error while the previous release stays live.

alter table public.site_releases
  add column content_through bigint,
  add constraint site_releases_content_through_check check (content_through >= 0);

comment on column public.site_releases.content_through is
  'The newest content-history entry whose change this release''s pages show (null: recorded before builds read the published content).';

grant insert (content_through) on table public.site_releases to service_role;

-- A release keeps the PDFs its pages link to, as it keeps their images.
alter table public.site_releases drop constraint site_releases_assets_check;
alter table public.site_releases add constraint site_releases_assets_check check (
  jsonb_typeof(assets) = 'array' and jsonb_array_length(assets) <= 1000
  and not jsonb_path_exists(assets, '$[*] ? (!(@.type() == "object" && @.path.type() == "string" && @.path like_regex "^(/|https?://)[!-~]*$" && @.sha256 like_regex "^[0-9a-f]{64}$" && @.bytes.type() == "number" && @.bytes >= 0 && @."type" like_regex "^(text/css|image/[a-z0-9.+-]+|application/pdf)$"))')
);

update storage.buckets
   set allowed_mime_types = array['text/html', 'text/css', 'image/*', 'application/pdf']
 where id = 'site-releases';

create type public.site_build_status as enum ('building', 'live', 'failed');

create table public.site_builds (
  id uuid primary key default gen_random_uuid(),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  -- The newest content-history entry of the snapshot the build renders.
  content_through bigint not null check (content_through >= 0),
  status public.site_build_status not null default 'building',
  -- The release the build went live as: the one it recorded, or the latest when its files were those.
  release_id uuid references public.site_releases (id),
  -- Why it failed: the page and field, or the step, that broke it.
  error text,
  constraint site_builds_release_check check ((status = 'live') = (release_id is not null)),
  constraint site_builds_error_check check (
    (status = 'failed') = (error is not null) and (error is null or char_length(error) between 1 and 4000)
  ),
  constraint site_builds_finished_check check (
    (status = 'building') = (finished_at is null) and (finished_at is null or finished_at >= started_at)
  )
);

comment on table public.site_builds is
  'Each build of the public site the publisher ran: the content it read, and the release it went live as or why it failed.';

create index site_builds_started_at_idx on public.site_builds (started_at desc);

-- A build's outcome is its record: once live or failed, it stays so.
create function private.keep_finished_build()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status <> 'building' then
    raise exception 'the build % finished: it is kept as it ended', old.id using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.keep_finished_build() from public;

create trigger site_builds_keep_finished
  before update on public.site_builds
  for each row execute function private.keep_finished_build();
create index site_builds_release_id_idx on public.site_builds (release_id);

alter table public.site_builds enable row level security;

revoke all on table public.site_builds from public, anon, authenticated, service_role;
grant select on table public.site_builds to authenticated, service_role;
grant insert (content_through) on table public.site_builds to service_role;
grant update (status, release_id, error, finished_at) on table public.site_builds to service_role;

create policy "Admins read the site's builds"
  on public.site_builds for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "site_builds: admins need two-step verification"
  on public.site_builds as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- Everything the public site shows, as published, in one statement (so one snapshot): the latest
-- version of every page, the site settings, the public resources newest first, the newest active
-- document of each type, and the newest content-history entry the snapshot includes. For the build
-- (the secret key) and the page editor's preview (an admin); security invoker, so row-level security
-- gives anyone else what they may read anyway (no page, no history). Times in UTC.
create function public.published_site_content()
returns jsonb
language sql
stable
security invoker
set search_path = ''
set timezone = 'UTC'
as $$
  select jsonb_build_object(
    'history_head', coalesce((select max(e.id) from public.content_history e), 0),
    'pages', (
      select jsonb_object_agg(v.page_key, jsonb_build_object(
        'version', v.version, 'published_at', v.published_at, 'content', v.content
      ))
      from (
        select distinct on (pv.page_key) pv.page_key, pv.version, pv.published_at, pv.content
        from public.page_versions pv
        order by pv.page_key, pv.version desc
      ) v
    ),
    'settings', (
      select to_jsonb(s) - 'id' - 'updated_at' from public.site_settings s where s.id = 1
    ),
    'resources', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'title', r.title, 'description', r.description, 'category', r.category,
        'url', r.url, 'thumbnail_url', r.thumbnail_url, 'created_at', r.created_at
      ) order by r.created_at desc, r.id)
      from public.recommended_resources r
      where r.is_featured
    ), '[]'::jsonb),
    'documents', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', d.id, 'document_type', d.document_type, 'name', d.name, 'file_path', d.file_path,
        'file_size', d.file_size, 'sha256', d.sha256, 'material_changes', d.material_changes,
        'created_at', d.created_at
      ) order by d.document_type)
      from (
        select distinct on (ld.document_type) ld.*
        from public.legal_documents ld
        where ld.is_active
        order by ld.document_type, ld.created_at desc, ld.id
      ) d
    ), '[]'::jsonb)
  );
$$;

revoke all on function public.published_site_content() from public, anon;
grant execute on function public.published_site_content() to authenticated, service_role;
