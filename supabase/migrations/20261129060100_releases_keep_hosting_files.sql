-- A release keeps what the host serves beside the pages (issue 37): sitemap.xml and robots.txt,
-- which search engines read, and _headers, the security headers the host sends with every page.
-- SEO Tools analyses them from the release, as it does the pages; `npm run record-release` stores
-- them as assets when the build has them (scripts/hosting-files.ts writes them). Their media types
-- are allowed in the release's list and its bucket; releases recorded before keep what they held.
alter table public.site_releases drop constraint site_releases_assets_check;
alter table public.site_releases add constraint site_releases_assets_check check (
  jsonb_typeof(assets) = 'array' and jsonb_array_length(assets) <= 1000
  and not jsonb_path_exists(assets, '$[*] ? (!(@.type() == "object" && @.path.type() == "string" && @.path like_regex "^(/|https?://)[!-~]*$" && @.sha256 like_regex "^[0-9a-f]{64}$" && @.bytes.type() == "number" && @.bytes >= 0 && @."type" like_regex "^(text/css|image/[a-z0-9.+-]+|application/pdf|text/plain|application/xml)$"))')
);

update storage.buckets
   set allowed_mime_types = array['text/html', 'text/css', 'image/*', 'application/pdf', 'text/plain', 'application/xml']
 where id = 'site-releases';
