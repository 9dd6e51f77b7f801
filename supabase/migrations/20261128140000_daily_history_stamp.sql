-- The content history's newest entry is time-stamped at least once a day without anyone having to
-- remember a command. A release's entry is stamped when the deploy records it (`npm run
-- record-release`, the deploy's last step), and that step stamps the chain's newest entry when the
-- build is the same as the latest release. So a build asked for once a day stamps the head once a
-- day: where pg_cron is installed (a hosted project once Supabase Cron is enabled; docs/deploying.md)
-- it calls private.request_daily_stamp() every morning, which asks the static host for a build
-- through the same build hook publishing uses. The local stack runs its own daily timer instead
-- (records/daily-stamp.ts). Without a hook or pg_net it asks for nothing.

-- Queues a POST of `body` to the build hook, where pg_net is installed and a hook is set; whether it
-- did. Called by the security-definer trigger below and by the scheduled job, never by an API role.
create function private.post_site_build_hook(body jsonb)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  hook text;
begin
  select h.url into hook from private.site_build_hook h;
  if hook is null or pg_catalog.to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return false;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    using hook, body, '{"Content-Type": "application/json"}'::jsonb;
  return true;
end;
$$;

-- As before (20261128100400_site_build_hook.sql), now through the one function that calls the hook.
create or replace function private.request_site_build()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.table_name in ('page_versions', 'site_settings', 'recommended_resources', 'legal_documents') then
    perform private.post_site_build_hook(
      pg_catalog.jsonb_build_object('content_through', new.id, 'table', new.table_name)
    );
  end if;
  return null;
end;
$$;

-- What the daily job runs: a build, so that its record stamps the head of the history.
create function private.request_daily_stamp()
returns boolean
language sql
set search_path = ''
as $$
  select private.post_site_build_hook(pg_catalog.jsonb_build_object(
    'reason', 'daily stamp',
    'content_through', (select coalesce(max(h.id), 0) from public.content_history h)
  ));
$$;

-- Schedules the job at 06:15 UTC every day where pg_cron is installed; does nothing elsewhere
-- (PGlite, a plain PostgreSQL). cron.schedule replaces a job of the same name, so running this
-- twice is harmless.
create function private.schedule_daily_stamp()
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return false;
  end if;
  execute $job$select cron.schedule('daily-history-stamp', '15 6 * * *', 'select private.request_daily_stamp()')$job$;
  return true;
end;
$$;

revoke all on function private.post_site_build_hook(jsonb) from public;
revoke all on function private.request_daily_stamp() from public;
revoke all on function private.schedule_daily_stamp() from public;

select private.schedule_daily_stamp();
