-- Publishing asks for a build. On a hosted project the static host builds the site when its build
-- hook is called (docs/deploying.md: Netlify's build hooks), and the deploy's last step records the
-- build as a release; locally the publisher watches the content history instead
-- (scripts/lib/site-build/publisher.ts). Here, each change the public would see (an entry of the
-- content history for a table the public site shows) calls the hook with pg_net, Supabase's
-- asynchronous HTTP client (Database Webhooks are made of it), where it is installed and a hook is
-- set. The hook's URL is a setting, never in code: anyone holding it can start builds, so it lives
-- where the API cannot read it. Set it in the SQL editor:
--   update private.site_build_hook set url = 'https://api.netlify.com/build_hooks/<id>';

create table private.site_build_hook (
  singleton boolean primary key default true,
  url public.http_url,
  -- A secret: never sent in the clear.
  constraint site_build_hook_url_check check (url ~ '^https://'),
  constraint site_build_hook_singleton_check check (singleton)
);

insert into private.site_build_hook (url) values (null);

revoke all on table private.site_build_hook from public, anon, authenticated, service_role;

-- Security definer: it reads the hook, which the API roles cannot; pg_net queues the request and
-- sends it after the transaction commits (a rolled-back change asks for nothing).
create function private.request_site_build()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
begin
  if new.table_name not in ('page_versions', 'site_settings', 'recommended_resources', 'legal_documents') then
    return null;
  end if;
  select h.url into hook from private.site_build_hook h;
  if hook is null or pg_catalog.to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    using hook,
          pg_catalog.jsonb_build_object('content_through', new.id, 'table', new.table_name),
          '{"Content-Type": "application/json"}'::jsonb;
  return null;
end;
$$;

revoke all on function private.request_site_build() from public;

create trigger content_history_requests_site_build
  after insert on public.content_history
  for each row execute function private.request_site_build();
