-- The published site in the record (issue 22; SEC Rule 204-2(a)(11): a copy of every advertisement
-- the adviser disseminates). Each deploy records a release: every public page's prerendered HTML, the
-- stylesheet and the images the pages show, kept in the private site-releases bucket under their
-- SHA-256 (an unchanged file is stored once), and a row of public.site_releases listing them, entered
-- in the hash-chained content history. An RFC 3161 time-stamping authority stamps the release's
-- history entry and, daily, the chain's newest entry; its tokens are kept in
-- public.history_timestamps. Only the service role (`npm run record-release`, `npm run
-- stamp-history`) writes; admins read; nobody, the service role and the owner included, changes or
-- deletes a release, a kept file or a token.

create table public.site_releases (
  id uuid primary key default gen_random_uuid(),
  -- The database's clock at the insert: no API role may set it (column grants below).
  recorded_at timestamptz not null default now(),
  -- The git commit the site was built from, and whether the working tree differed from it.
  build_commit text not null,
  build_modified boolean not null,
  -- Every public page: its URL path (the not-found page as /404.html) and the SHA-256 of its HTML.
  pages jsonb not null,
  -- The stylesheet and the images the pages show: URL path (an image from the project's Storage by
  -- its URL), SHA-256, size and media type.
  assets jsonb not null,
  constraint site_releases_build_commit_check check (build_commit ~ '^[0-9a-f]{40}$'),
  -- Each file: {"path": "/about", "sha256": "<64 hex>", "bytes": 1234}, an asset with its "type"
  -- too. (jsonpath, not a function: the check runs with the inserting role's rights.)
  constraint site_releases_pages_check check (
    jsonb_typeof(pages) = 'array' and jsonb_array_length(pages) between 1 and 1000
    and not jsonb_path_exists(pages, '$[*] ? (!(@.type() == "object" && @.path.type() == "string" && @.path like_regex "^/[!-~]*$" && @.sha256 like_regex "^[0-9a-f]{64}$" && @.bytes.type() == "number" && @.bytes >= 0))')
  ),
  constraint site_releases_assets_check check (
    jsonb_typeof(assets) = 'array' and jsonb_array_length(assets) <= 1000
    and not jsonb_path_exists(assets, '$[*] ? (!(@.type() == "object" && @.path.type() == "string" && @.path like_regex "^(/|https?://)[!-~]*$" && @.sha256 like_regex "^[0-9a-f]{64}$" && @.bytes.type() == "number" && @.bytes >= 0 && @."type" like_regex "^(text/css|image/[a-z0-9.+-]+)$"))')
  )
);

comment on table public.site_releases is
  'Every published version of the public site: the pages, stylesheet and images, by SHA-256 (files in the site-releases bucket).';

create index site_releases_recorded_at_idx on public.site_releases (recorded_at);

-- Each release enters the hash chain (20261123110000_content_history.sql); it is never changed.
create trigger site_releases_history
  after insert or update or delete on public.site_releases
  for each row execute function private.record_content_change();

create trigger site_releases_kept
  before update or delete or truncate on public.site_releases
  for each statement execute function private.refuse_rewrite('A release is kept for the record; record a new one.');

alter table public.site_releases enable row level security;

revoke all on table public.site_releases from public, anon, authenticated, service_role;
grant select on table public.site_releases to authenticated, service_role;
grant insert (build_commit, build_modified, pages, assets) on table public.site_releases to service_role;

create policy "Admins read the site releases"
  on public.site_releases for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins need two-step verification"
  on public.site_releases as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- The time-stamping authority the commands ask (RFC 3161 over HTTP), and the certificate its chain
-- must lead to; no row value (url null) means releases are not externally time-stamped. One row,
-- set by the operator with the secret key or SQL (README "Deploying"); admins read it in the archive.
create table public.timestamp_authority (
  id smallint primary key default 1,
  url public.http_url,
  -- PEM of the root (or intermediate) certificate the authority's certificate must chain to; null
  -- checks the token's signature against the certificate it carries only.
  trust_anchor_pem text,
  constraint timestamp_authority_single_row_check check (id = 1),
  constraint timestamp_authority_trust_anchor_check
    check (trust_anchor_pem is null or (trust_anchor_pem ~ '-----BEGIN CERTIFICATE-----' and char_length(trust_anchor_pem) <= 20000))
);

comment on table public.timestamp_authority is
  'The RFC 3161 time-stamping authority that stamps releases and the history chain (url null: none).';

insert into public.timestamp_authority (url) values (null);

create trigger timestamp_authority_refuse_delete
  before delete or truncate on public.timestamp_authority
  for each statement execute function private.refuse_rewrite('Set url to null to stop time-stamping.');

alter table public.timestamp_authority enable row level security;

revoke all on table public.timestamp_authority from public, anon, authenticated, service_role;
grant select on table public.timestamp_authority to authenticated, service_role;
grant update (url, trust_anchor_pem) on table public.timestamp_authority to service_role;

create policy "Admins read the time-stamping authority"
  on public.timestamp_authority for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins need two-step verification"
  on public.timestamp_authority as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- RFC 3161 tokens. Each stamps one content-history entry: the token's message imprint is the
-- entry's hash (itself the SHA-256 of the entry's text), so it proves the entry, and through the
-- chain every entry before it, existed at the token's genTime. A release's own entry is stamped when
-- it is recorded ('release'); the newest entry once a day ('chain_head').
create type public.history_timestamp_kind as enum ('release', 'chain_head');

create table public.history_timestamps (
  id uuid primary key default gen_random_uuid(),
  kind public.history_timestamp_kind not null,
  entry_id bigint not null references public.content_history (id),
  entry_hash text not null,
  release_id uuid references public.site_releases (id),
  -- The TimeStampToken (a CMS SignedData), DER.
  token bytea not null,
  tsa_url text not null,
  -- The authority's time, from the token.
  gen_time timestamptz not null,
  stamped_at timestamptz not null default now(),
  constraint history_timestamps_entry_hash_check check (entry_hash ~ '^[0-9a-f]{64}$'),
  constraint history_timestamps_release_check check ((kind = 'release') = (release_id is not null)),
  constraint history_timestamps_token_check check (octet_length(token) between 1 and 65536)
);

comment on table public.history_timestamps is
  'RFC 3161 time-stamp tokens over content-history entries (a release''s entry, or the chain''s head).';

create index history_timestamps_entry_id_idx on public.history_timestamps (entry_id);
create index history_timestamps_release_id_idx on public.history_timestamps (release_id);

-- A token row must name the entry it stamps as the chain has it, and a release token that release's
-- entry. Security definer: the check reads the history whoever inserts.
create function private.check_history_timestamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.content_history e
    where e.id = new.entry_id and e.hash = new.entry_hash
      and (new.release_id is null
           or (e.table_name = 'site_releases' and e.row_id = new.release_id::text and e.operation = 'insert'))
  ) then
    raise exception 'history entry % with hash % is not the entry this time stamp names', new.entry_id, new.entry_hash
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_history_timestamp() from public;

create trigger history_timestamps_check_entry
  before insert on public.history_timestamps
  for each row execute function private.check_history_timestamp();

create trigger history_timestamps_kept
  before update or delete or truncate on public.history_timestamps
  for each statement execute function private.refuse_rewrite('A time-stamp token is kept for the record.');

alter table public.history_timestamps enable row level security;

revoke all on table public.history_timestamps from public, anon, authenticated, service_role;
grant select on table public.history_timestamps to authenticated, service_role;
grant insert (kind, entry_id, entry_hash, release_id, token, tsa_url, gen_time)
  on table public.history_timestamps to service_role;

create policy "Admins read the time stamps"
  on public.history_timestamps for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins need two-step verification"
  on public.history_timestamps as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- The files, content-addressed: an object's name is the SHA-256 (hex) of its bytes, so a file is
-- stored once however many releases show it. Private: admins read, the service role writes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-releases', 'site-releases', false, 10485760, array['text/html', 'text/css', 'image/*'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Site releases: admins read the files"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-releases' and (select public.has_role((select auth.uid()), 'admin')));

create policy "Site releases: admins need two-step verification"
  on storage.objects as restrictive for all to authenticated
  using (bucket_id <> 'site-releases' or ((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (bucket_id <> 'site-releases' or ((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- No role, the service role and the owner included, deletes, renames or rewrites a kept file, or
-- stores a second object under a name already taken (an upsert is an insert first, then an update).
-- Security definer: the check must see every object whoever asks.
create function private.keep_site_release_files()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.bucket_id = 'site-releases' then
      if new.name !~ '^[0-9a-f]{64}$' then
        raise exception 'a site release file is named by the SHA-256 of its bytes (64 lowercase hex digits), not %', new.name
          using errcode = '42501';
      end if;
      if exists (select 1 from storage.objects o where o.bucket_id = new.bucket_id and o.name = new.name) then
        -- Storage answers 409 Duplicate, as for any name taken: the file is there already.
        raise exception 'the site release file % is already kept', new.name
          using errcode = '23505', hint = 'It is stored once: a file with this name has these bytes.';
      end if;
    end if;
    return new;
  end if;
  if old.bucket_id = 'site-releases'
     and (tg_op = 'DELETE'
          or (new.bucket_id, new.name, new.metadata, new.user_metadata, new.version)
             is distinct from (old.bucket_id, old.name, old.metadata, old.user_metadata, old.version))
     or tg_op = 'UPDATE' and new.bucket_id = 'site-releases' and old.bucket_id <> 'site-releases' then
    raise exception 'the site release file % is kept for the record', old.name
      using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.keep_site_release_files() from public;

create trigger site_releases_keep_files
  before insert or update or delete on storage.objects
  for each row execute function private.keep_site_release_files();
