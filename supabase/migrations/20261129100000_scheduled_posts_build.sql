-- A post published for a later time is "Scheduled" until a build at or after that time
-- (20261129080000_market_insights.sql). Its publication asked for a build when it was published;
-- nothing asks again when its time comes. Where pg_cron is installed (a hosted project once
-- Supabase Cron is enabled; docs/deploying.md) it runs private.request_scheduled_posts_build()
-- every minute: when a post version's time has come since the job last asked, it asks the static
-- host for a build through the publishing hook. The local stack's publisher looks for such a post
-- itself (scripts/lib/site-build/publisher.ts).

-- Up to when the job has asked for the posts due: one row, out of the API's reach (no usage on
-- schema private).
create table private.scheduled_posts_build (
  singleton boolean primary key default true check (singleton),
  asked_through timestamptz not null default now()
);
insert into private.scheduled_posts_build default values;

-- What the job runs: one build when a post version's publication time is later than the last
-- time it asked and not later than now; whether it asked. The time moves only when it asks, so a
-- minute without a hook or pg_net is asked again for once they are there.
create function private.request_scheduled_posts_build()
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  since timestamptz;
  asked boolean;
begin
  select s.asked_through into since from private.scheduled_posts_build s for update;
  if not exists (
    select 1 from public.post_versions pv where pv.publish_at > since and pv.publish_at <= now()
  ) then
    return false;
  end if;
  asked := private.post_site_build_hook(pg_catalog.jsonb_build_object(
    'reason', 'scheduled post',
    'content_through', (select coalesce(max(h.id), 0) from public.content_history h)
  ));
  if asked then
    update private.scheduled_posts_build set asked_through = now();
  end if;
  return asked;
end;
$$;

-- Schedules the job every minute where pg_cron is installed; does nothing elsewhere (PGlite, a
-- plain PostgreSQL). cron.schedule replaces a job of the same name.
create function private.schedule_scheduled_posts_build()
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return false;
  end if;
  execute $job$select cron.schedule('scheduled-posts-build', '* * * * *', 'select private.request_scheduled_posts_build()')$job$;
  return true;
end;
$$;

revoke all on table private.scheduled_posts_build from public, anon, authenticated, service_role;
revoke all on function private.request_scheduled_posts_build() from public;
revoke all on function private.schedule_scheduled_posts_build() from public;

select private.schedule_scheduled_posts_build();
