-- Cookie-less visit counting (issue 21), the way Plausible and Fathom count: a public page sends one
-- small event (page, referrer's host, UTM tags, screen class) through public.record_visit_event; the
-- database hashes (today's salt, site, IP address, User-Agent) into a visitor hash, keeps the event
-- with that hash, and adds it to daily counts the dashboard reads. The salt is made on the day's first
-- event, kept where the API cannot reach it and deleted once the day is over, so a hash cannot be
-- recomputed the next day, and the same person on two days is two visitors. The IP address and the
-- User-Agent are never stored. A browser sending Global Privacy Control or Do Not Track, a known bot,
-- or more than a sane number of events a minute is not counted.

-- ------------------------------------------------------------------------------------- settings

-- One row, changed with SQL by whoever runs the project (README "Visit counting"). Admins read it
-- (the dashboard's days are days in this time zone); nobody writes it through the API.
create table public.analytics_settings (
  id integer primary key default 1,
  -- The firm's time zone: the day a visit counts on, and when the salt changes.
  time_zone text not null default 'America/Chicago',
  -- Raw events older than this are deleted by private.run_analytics_maintenance(); the daily counts stay.
  raw_event_retention_days integer not null default 30,
  -- Events one visitor (hash) may send in a minute; the rest are refused and not stored.
  events_per_visitor_per_minute integer not null default 20,
  constraint analytics_settings_id_check check (id = 1),
  -- Casting through the zone fails for a name Postgres does not know.
  constraint analytics_settings_time_zone_check
    check ((timestamptz '2026-01-01 00:00:00+00' at time zone time_zone) is not null),
  constraint analytics_settings_retention_check check (raw_event_retention_days between 1 and 400),
  constraint analytics_settings_rate_check check (events_per_visitor_per_minute between 1 and 1000)
);

insert into public.analytics_settings default values;

-- Today in the firm's time zone; null for a caller who may not read the settings.
create function public.analytics_today()
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  select (now() at time zone s.time_zone)::date from public.analytics_settings s where s.id = 1;
$$;

-- ---------------------------------------------------------------------------- what is counted

-- The pages that are counted: the public routes of src/content/routes.ts (publicPaths), which a test
-- compares with this table. A new public page needs a migration adding its path here.
create table private.counted_paths (
  path text primary key
);

insert into private.counted_paths (path)
values
  ('/'), ('/about'), ('/services'), ('/contact'), ('/fees'), ('/process'), ('/schedule'),
  ('/free-review'), ('/resources'), ('/privacy'), ('/terms'), ('/adv'), ('/crs');

create type public.visit_event_kind as enum ('page_view', 'consultation', 'contact_click');
create type public.screen_class as enum ('phone', 'tablet', 'desktop');

-- A referrer is a host name and nothing more: no scheme, path, query or port.
create domain public.host_name as text
  constraint host_name_check check (
    char_length(value) <= 253
    and value ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
  );

-- A UTM tag's value as a campaign link carries it: short printable text.
create domain public.utm_value as text
  constraint utm_value_check check (
    char_length(value) between 1 and 100 and value !~ '[[:cntrl:]]'
  );

-- ------------------------------------------------------------------------------- raw events

-- Today's salt; yesterday's is deleted by the first event of a new day (and by the maintenance job).
create table private.visitor_salts (
  day date primary key,
  salt bytea not null default extensions.gen_random_bytes(32)
);

-- One row per counted event. No IP address, no User-Agent, no cookie: the hash stands for the
-- visitor on this day only.
create table private.visit_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  day date not null,
  kind public.visit_event_kind not null,
  path text not null references private.counted_paths (path),
  -- Where the visit came from: the utm_source tag, else the referrer's host without "www.", else ''.
  source text not null,
  referrer_host public.host_name,
  utm_source public.utm_value,
  utm_medium public.utm_value,
  utm_campaign public.utm_value,
  screen public.screen_class not null,
  visitor_hash bytea not null,
  constraint visit_events_source_check check (char_length(source) <= 253),
  constraint visit_events_visitor_hash_check check (octet_length(visitor_hash) = 32)
);

-- The flood check and "first event of this visitor" read by hash; retention deletes by time.
create index visit_events_visitor_idx on private.visit_events (visitor_hash, created_at);
create index visit_events_created_at_idx on private.visit_events (created_at);

revoke all on table private.counted_paths, private.visitor_salts, private.visit_events
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- daily counts

-- What the dashboard reads: per day, per page and per source. Written only by the counting function
-- (and the local seed's demo days, marked is_demo).
create table public.analytics_daily (
  day date primary key,
  visitors integer not null default 0,
  page_views integer not null default 0,
  consultations integer not null default 0,
  contact_clicks integer not null default 0,
  -- Invented visits the local seed adds for the demo; never true on a hosted project.
  is_demo boolean not null default false,
  constraint analytics_daily_counts_check
    check (visitors >= 0 and page_views >= 0 and consultations >= 0 and contact_clicks >= 0)
);

create table public.analytics_daily_pages (
  day date not null,
  path text not null,
  visitors integer not null default 0,
  page_views integer not null default 0,
  consultations integer not null default 0,
  primary key (day, path),
  constraint analytics_daily_pages_counts_check
    check (visitors >= 0 and page_views >= 0 and consultations >= 0)
);

create table public.analytics_daily_sources (
  day date not null,
  -- '' for visits without a referrer or UTM tag (typed addresses, bookmarks, apps).
  source text not null,
  visitors integer not null default 0,
  page_views integer not null default 0,
  consultations integer not null default 0,
  primary key (day, source),
  constraint analytics_daily_sources_counts_check
    check (visitors >= 0 and page_views >= 0 and consultations >= 0)
);

-- Admins read; nobody writes through the API. Issue 20's pattern on each: admin data needs
-- two-step verification (aal2 in the token).
alter table public.analytics_settings enable row level security;
revoke all on table public.analytics_settings from anon, authenticated, service_role;
grant select on table public.analytics_settings to authenticated, service_role;

create policy "Admins read the visit counting settings"
  on public.analytics_settings for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins need two-step verification"
  on public.analytics_settings as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

alter table public.analytics_daily enable row level security;
revoke all on table public.analytics_daily from anon, authenticated, service_role;
grant select on table public.analytics_daily to authenticated, service_role;

create policy "Admins read the daily visit counts"
  on public.analytics_daily for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins need two-step verification"
  on public.analytics_daily as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

alter table public.analytics_daily_pages enable row level security;
revoke all on table public.analytics_daily_pages from anon, authenticated, service_role;
grant select on table public.analytics_daily_pages to authenticated, service_role;

create policy "Admins read the daily counts per page"
  on public.analytics_daily_pages for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins need two-step verification"
  on public.analytics_daily_pages as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

alter table public.analytics_daily_sources enable row level security;
revoke all on table public.analytics_daily_sources from anon, authenticated, service_role;
grant select on table public.analytics_daily_sources to authenticated, service_role;

create policy "Admins read the daily counts per source"
  on public.analytics_daily_sources for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins need two-step verification"
  on public.analytics_daily_sources as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- ------------------------------------------------------------------------------- recording

-- The API's callable functions live in exposed schemas, where a security definer function that anon
-- may execute is a finding (splinter 0028/0029). So the public function below runs with the caller's
-- rights and validates; the one that may read the salt and write the counts is in `intake`, a schema
-- the API does not expose, holding only such functions (issue 19 uses it too, hence "if not exists").
create schema if not exists intake;
revoke all on schema intake from public;
grant usage on schema intake to anon, authenticated;

-- Known crawlers, monitors, previews and scripted clients, by User-Agent (and an empty one).
create function private.is_bot_user_agent(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(btrim(user_agent), '') = ''
    or user_agent ~* '(bot|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|preview|monitor|uptime|scan|curl|wget|httpie|python|java/|go-http|okhttp|axios|node-fetch|undici|libwww|phantomjs|puppeteer|playwright|selenium|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|slack)';
$$;

-- The visitor of this request today: SHA-256 of (today's salt, site, IP address, User-Agent). The IP
-- address is the last of X-Forwarded-For, the one the platform's proxy appended (a client can forge
-- the earlier ones). Today's salt is made here on the day's first event, and older salts deleted.
create function private.visitor_hash(today date, headers json)
returns bytea
language plpgsql
set search_path = ''
as $$
declare
  day_salt bytea;
begin
  select s.salt into day_salt from private.visitor_salts s where s.day = today;
  if day_salt is null then
    insert into private.visitor_salts (day) values (today) on conflict (day) do nothing;
    delete from private.visitor_salts s where s.day < today;
    select s.salt into day_salt from private.visitor_salts s where s.day = today;
  end if;
  return sha256(day_salt || convert_to(concat_ws(
    e'\n',
    lower(coalesce(headers ->> 'origin', '')),
    btrim(split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', -1)),
    coalesce(headers ->> 'user-agent', '')
  ), 'UTF8'));
end;
$$;

-- Counts one event of this request's visitor, unless it asks not to be counted or is a bot; refuses
-- an unknown page and a flood. Only public.record_visit_event calls it (anon cannot reach this schema
-- through the API).
create function intake.record_visit_event(
  _kind public.visit_event_kind,
  _path text,
  _screen public.screen_class,
  _referrer_host public.host_name,
  _utm_source public.utm_value,
  _utm_medium public.utm_value,
  _utm_campaign public.utm_value
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers json := coalesce(nullif(current_setting('request.headers', true), '')::json, '{}'::json);
  settings public.analytics_settings;
  today date;
  visitor bytea;
  _source text := coalesce(lower(_utm_source), regexp_replace(_referrer_host, '^www\.', ''), '');
  is_view boolean := _kind = 'page_view';
  is_consultation boolean := _kind = 'consultation';
  new_visitor boolean;
  new_page_visitor boolean;
  new_source_visitor boolean;
begin
  -- Global Privacy Control and Do Not Track: the visitor asked not to be counted.
  if headers ->> 'sec-gpc' = '1' or headers ->> 'dnt' = '1' then
    return;
  end if;
  if private.is_bot_user_agent(headers ->> 'user-agent') then
    return;
  end if;
  if not exists (select 1 from private.counted_paths c where c.path = _path) then
    raise exception 'path must be a page of the public site'
      using errcode = '22023', detail = format('got %s', left(_path, 200));
  end if;

  select * into settings from public.analytics_settings s where s.id = 1;
  today := (now() at time zone settings.time_zone)::date;
  visitor := private.visitor_hash(today, headers);

  -- One visitor's events queue here (one lock per request, on its own hash), so two of them cannot
  -- both pass the flood check or both count as the day's first.
  perform pg_advisory_xact_lock(hashtextextended('visit_events:' || encode(visitor, 'hex'), 0));
  if (select count(*) from private.visit_events e
      where e.visitor_hash = visitor and e.created_at > now() - interval '1 minute')
     >= settings.events_per_visitor_per_minute then
    raise exception 'too many events from this visitor; try again in a minute'
      using errcode = 'PT429';
  end if;

  -- The hash changes with the salt every day, so an event with it is an event of today.
  new_visitor := not exists (select 1 from private.visit_events e where e.visitor_hash = visitor);
  new_page_visitor := is_view and not exists (
    select 1 from private.visit_events e
    where e.visitor_hash = visitor and e.kind = 'page_view' and e.path = _path);
  new_source_visitor := is_view and not exists (
    select 1 from private.visit_events e
    where e.visitor_hash = visitor and e.kind = 'page_view' and e.source = _source);

  insert into private.visit_events
    (day, kind, path, source, referrer_host, utm_source, utm_medium, utm_campaign, screen, visitor_hash)
  values
    (today, _kind, _path, _source, _referrer_host, _utm_source, _utm_medium, _utm_campaign, _screen,
     visitor);

  insert into public.analytics_daily as d (day, visitors, page_views, consultations, contact_clicks)
  values (today, new_visitor::int, is_view::int, is_consultation::int, (_kind = 'contact_click')::int)
  on conflict (day) do update set
    visitors = d.visitors + excluded.visitors,
    page_views = d.page_views + excluded.page_views,
    consultations = d.consultations + excluded.consultations,
    contact_clicks = d.contact_clicks + excluded.contact_clicks;

  if is_view or is_consultation then
    insert into public.analytics_daily_pages as p (day, path, visitors, page_views, consultations)
    values (today, _path, new_page_visitor::int, is_view::int, is_consultation::int)
    on conflict (day, path) do update set
      visitors = p.visitors + excluded.visitors,
      page_views = p.page_views + excluded.page_views,
      consultations = p.consultations + excluded.consultations;

    insert into public.analytics_daily_sources as s (day, source, visitors, page_views, consultations)
    values (today, _source, new_source_visitor::int, is_view::int, is_consultation::int)
    on conflict (day, source) do update set
      visitors = s.visitors + excluded.visitors,
      page_views = s.page_views + excluded.page_views,
      consultations = s.consultations + excluded.consultations;
  end if;
end;
$$;

-- The one way in for anon: POST /rest/v1/rpc/record_visit_event. The parameters' types refuse a
-- malformed field (an unknown kind or screen class, a referrer that is not a host name, a UTM tag
-- that is too long); the path must be short and path-shaped here, and a public page in intake's
-- function. Nothing is read back.
create function public.record_visit_event(
  kind public.visit_event_kind,
  path text,
  screen public.screen_class,
  referrer_host public.host_name default null,
  utm_source public.utm_value default null,
  utm_medium public.utm_value default null,
  utm_campaign public.utm_value default null
)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if path is null or char_length(path) > 200 or path !~ '^/[a-z0-9/-]*$' then
    raise exception 'path must be the path of a public page, such as /about'
      using errcode = '22023';
  end if;
  if kind is null or screen is null then
    raise exception 'kind and screen are required' using errcode = '22023';
  end if;
  perform intake.record_visit_event(
    kind, path, screen, referrer_host, utm_source, utm_medium, utm_campaign);
end;
$$;

revoke all on function private.is_bot_user_agent(text) from public;
revoke all on function private.visitor_hash(date, json) from public;
revoke all on function intake.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, public.utm_value,
  public.utm_value, public.utm_value) from public;
grant execute on function intake.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, public.utm_value,
  public.utm_value, public.utm_value) to anon, authenticated;
revoke all on function public.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, public.utm_value,
  public.utm_value, public.utm_value) from public, anon, authenticated, service_role;
grant execute on function public.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, public.utm_value,
  public.utm_value, public.utm_value) to anon, authenticated;

-- ----------------------------------------------------------------------------- reading

-- The dashboard's days: the last 2 x `days` days up to today, oldest first, one row each (zeros for a
-- day without visits), so the client has the period and the one before it. Newsletter sign-ups are
-- counted from newsletter_subscribers. With the caller's rights: only an admin (aal2) gets rows.
create function public.analytics_daily_series(days integer)
returns table (
  day date,
  visitors integer,
  page_views integer,
  consultations integer,
  contact_clicks integer,
  newsletter_signups integer,
  is_demo boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  zone text := (select s.time_zone from public.analytics_settings s where s.id = 1);
  today date := public.analytics_today();
  first_day date;
begin
  if days is null or days not between 1 and 366 then
    raise exception 'days must be between 1 and 366' using errcode = '22023';
  end if;
  if today is null then
    return;
  end if;
  first_day := today - (2 * days - 1);
  return query
    with signups as (
      select (n.consented_at at time zone zone)::date as day, count(*)::integer as signups
      from public.newsletter_subscribers n
      where n.consented_at >= first_day::timestamp at time zone zone
      group by 1
    )
    select series.day::date, coalesce(d.visitors, 0), coalesce(d.page_views, 0),
      coalesce(d.consultations, 0), coalesce(d.contact_clicks, 0), coalesce(s.signups, 0),
      coalesce(d.is_demo, false)
    from generate_series(first_day, today, interval '1 day') as series (day)
    left join public.analytics_daily d on d.day = series.day::date
    left join signups s on s.day = series.day::date
    order by series.day;
end;
$$;

-- The most visited pages of the last `days` days (today included).
create function public.analytics_top_pages(days integer, max_rows integer default 10)
returns table (path text, visitors bigint, page_views bigint, consultations bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.path, sum(p.visitors), sum(p.page_views), sum(p.consultations)
  from public.analytics_daily_pages p
  where p.day > public.analytics_today() - days and p.day <= public.analytics_today()
  group by p.path
  order by sum(p.page_views) desc, sum(p.visitors) desc, p.path
  limit least(greatest(max_rows, 1), 100);
$$;

-- Where the last `days` days' visitors came from ('' for no referrer or tag).
create function public.analytics_top_sources(days integer, max_rows integer default 10)
returns table (source text, visitors bigint, page_views bigint, consultations bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.source, sum(s.visitors), sum(s.page_views), sum(s.consultations)
  from public.analytics_daily_sources s
  where s.day > public.analytics_today() - days and s.day <= public.analytics_today()
  group by s.source
  order by sum(s.visitors) desc, sum(s.page_views) desc, s.source
  limit least(greatest(max_rows, 1), 100);
$$;

revoke all on function public.analytics_today() from public, anon, authenticated, service_role;
revoke all on function public.analytics_daily_series(integer) from public, anon, authenticated, service_role;
revoke all on function public.analytics_top_pages(integer, integer) from public, anon, authenticated, service_role;
revoke all on function public.analytics_top_sources(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.analytics_today() to authenticated, service_role;
grant execute on function public.analytics_daily_series(integer) to authenticated, service_role;
grant execute on function public.analytics_top_pages(integer, integer) to authenticated, service_role;
grant execute on function public.analytics_top_sources(integer, integer) to authenticated, service_role;

-- ------------------------------------------------------------ the spec's website_analytics rows

-- total_visitors and consultations (the last 30 days, percentage_change against the 30 before) and
-- email_subscribers (the list now, change against 30 days ago) are derived from the real figures by
-- private.refresh_website_analytics(); a change without a figure to compare with is null, not 0.
alter table public.website_analytics
  alter column percentage_change drop not null,
  alter column percentage_change drop default,
  alter column percentage_change type numeric(12, 2);

create function private.percent_change(current_value numeric, previous_value numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when previous_value > 0
    then round((current_value - previous_value) * 100 / previous_value, 2) end;
$$;

create function private.refresh_website_analytics()
returns void
language plpgsql
set search_path = ''
as $$
declare
  today date := public.analytics_today();
  recent record;
  subscribers bigint;
  subscribers_then bigint;
begin
  select
    coalesce(sum(d.visitors) filter (where d.day > today - 30), 0) as visitors,
    coalesce(sum(d.visitors) filter (where d.day <= today - 30), 0) as visitors_before,
    coalesce(sum(d.consultations) filter (where d.day > today - 30), 0) as consultations,
    coalesce(sum(d.consultations) filter (where d.day <= today - 30), 0) as consultations_before
  into recent
  from public.analytics_daily d
  where d.day > today - 60 and d.day <= today;

  select count(*), count(*) filter (where n.consented_at < now() - interval '30 days')
  into subscribers, subscribers_then
  from public.newsletter_subscribers n;

  insert into public.website_analytics (metric_name, metric_value, percentage_change)
  values
    ('total_visitors', recent.visitors, private.percent_change(recent.visitors, recent.visitors_before)),
    ('consultations', recent.consultations,
      private.percent_change(recent.consultations, recent.consultations_before)),
    ('email_subscribers', subscribers, private.percent_change(subscribers, subscribers_then))
  on conflict (metric_name) do update set
    metric_value = excluded.metric_value,
    percentage_change = excluded.percentage_change;
end;
$$;

-- What the scheduled job runs: raw events past the retention period and old salts deleted, the
-- website_analytics rows refreshed. pg_cron runs it on a hosted project, the local stack on a timer.
create function private.run_analytics_maintenance()
returns void
language plpgsql
set search_path = ''
as $$
declare
  settings public.analytics_settings;
begin
  select * into settings from public.analytics_settings where id = 1;
  delete from private.visit_events e
  where e.created_at < now() - make_interval(days => settings.raw_event_retention_days);
  delete from private.visitor_salts s
  where s.day < (now() at time zone settings.time_zone)::date;
  perform private.refresh_website_analytics();
end;
$$;

-- Schedules the job every ten minutes where pg_cron is installed (a hosted project once Supabase Cron
-- is enabled; README "Visit counting"); does nothing elsewhere (PGlite, a plain PostgreSQL).
-- cron.schedule replaces a job of the same name, so running this twice is harmless.
create function private.schedule_analytics_maintenance()
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return false;
  end if;
  execute $job$select cron.schedule('analytics-maintenance', '*/10 * * * *', 'select private.run_analytics_maintenance()')$job$;
  return true;
end;
$$;

revoke all on function private.percent_change(numeric, numeric) from public;
revoke all on function private.refresh_website_analytics() from public;
revoke all on function private.run_analytics_maintenance() from public;
revoke all on function private.schedule_analytics_maintenance() from public;

-- The SEO score stays the spec's demo figure (SEO Tools is demo data); the others start from the truth.
insert into public.website_analytics (metric_name, metric_value, percentage_change)
values ('seo_score', 85, null)
on conflict (metric_name) do nothing;

select private.refresh_website_analytics();
select private.schedule_analytics_maintenance();
