-- The logo, the footer's logo and the favicon the admin uploads in Site Settings: pictures in the
-- public site-assets bucket (PNG, SVG or ICO, 1 MB at most), named {userId}/{timestamp}.{ext} as the
-- resource thumbnails are, and their public URLs in the settings' row (null: the built-in mark and
-- icon). The build copies each into the site beside the pages, so a release keeps it.

-- Only a picture of the bucket, on a host of its own: the build fetches what these name (and
-- refuses a host other than its project's).
alter table public.site_settings
  add column logo_url public.http_url,
  add column footer_logo_url public.http_url,
  add column favicon_url public.http_url,
  add constraint site_settings_pictures_check check (
    (logo_url is null or logo_url ~ '^https?://[^/?#@]+/storage/v1/object/public/site-assets/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9]{10,16}\.(png|svg|ico)$')
    and (footer_logo_url is null or footer_logo_url ~ '^https?://[^/?#@]+/storage/v1/object/public/site-assets/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9]{10,16}\.(png|svg|ico)$')
    and (favicon_url is null or favicon_url ~ '^https?://[^/?#@]+/storage/v1/object/public/site-assets/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9]{10,16}\.(png|svg|ico)$')
  );

grant update (logo_url, footer_logo_url, favicon_url) on table public.site_settings to authenticated;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'site-assets', 'site-assets', true, 1048576,
  array['image/png', 'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Downloaded by public URL, which needs no policy; listing the bucket is for admins only.
create policy "Site assets: admins list and read"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-assets' and (select public.has_role((select auth.uid()), 'admin')));

create policy "Site assets: admins upload into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'site-assets'
    and (select public.has_role((select auth.uid()), 'admin'))
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and name ~* '^[^/]+/[0-9]{10,16}\.(png|svg|ico)$'
  );

create policy "Site assets: admins delete"
  on storage.objects for delete to authenticated
  using (bucket_id = 'site-assets' and (select public.has_role((select auth.uid()), 'admin')));

create policy "Site assets: admins need two-step verification"
  on storage.objects as restrictive for all to authenticated
  using (bucket_id <> 'site-assets' or ((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (bucket_id <> 'site-assets' or ((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));
