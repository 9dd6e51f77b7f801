-- A release keeps the scripts its pages load too: the files a page names (<script src>,
-- <link rel="modulepreload">) and the chunks those import before they run. So the archive holds
-- the code that runs with each page the public is served, and SEO Tools counts a page's JavaScript
-- in its weight from the release. Allowed in the release's list and its bucket; releases recorded
-- before keep what they held.
alter table public.site_releases drop constraint site_releases_assets_check;
alter table public.site_releases add constraint site_releases_assets_check check (
  jsonb_typeof(assets) = 'array' and jsonb_array_length(assets) <= 1000
  and not jsonb_path_exists(assets, '$[*] ? (!(@.type() == "object" && @.path.type() == "string" && @.path like_regex "^(/|https?://)[!-~]*$" && @.sha256 like_regex "^[0-9a-f]{64}$" && @.bytes.type() == "number" && @.bytes >= 0 && @."type" like_regex "^(text/css|text/javascript|image/[a-z0-9.+-]+|application/pdf|text/plain|application/xml)$"))')
);

update storage.buckets
   set allowed_mime_types = array['text/html', 'text/css', 'text/javascript', 'image/*', 'application/pdf', 'text/plain', 'application/xml']
 where id = 'site-releases';
