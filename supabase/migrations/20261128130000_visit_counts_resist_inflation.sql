-- Visit counts that one person cannot inflate at will. Counted now is only an event that:
-- - comes from the site's own pages: its Origin is the site's address (analytics_settings.site_origin,
--   set with SQL on a hosted project), or localhost while counts_local_origins is on (the local seed);
-- - is within the minute's limit of its visitor (hash) AND of its IP address, so a new User-Agent for
--   every event buys no more than the address's limit;
-- - is the visitor's first consultation of the day (a booking counts once);
-- - does not come from a scripted HTTP client or a headless browser;
-- - fits under the day's cap of raw events (private.max_visit_events_per_day), past which the day is
--   marked capped and nothing more is stored.
-- A UTM tag is kept only when it is a plain campaign name ([A-Za-z0-9._-], 1 to 64 characters);
-- anything else is recorded as 'other', so the dashboard never shows a made-up source.

-- ------------------------------------------------------------------------------------- settings

alter table public.analytics_settings
  -- The site's public address as a browser sends it in Origin (scheme and host, a port if any, no
  -- path): the Origin of VITE_SITE_URL. Null (a new project) counts no visit until it is set.
  add column site_origin text,
  -- Also count pages served from this machine (http://localhost, 127.0.0.1, [::1], any port): the
  -- development server and the browser tests. The local seed turns it on; a hosted project leaves it off.
  add column counts_local_origins boolean not null default false,
  -- Events one IP address may send in a minute, whatever User-Agents it gives.
  add column events_per_address_per_minute integer not null default 20,
  add constraint analytics_settings_site_origin_check
    check (site_origin ~ '^https?://[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$'),
  add constraint analytics_settings_address_rate_check
    check (events_per_address_per_minute between 1 and 1000);

-- The most raw events one day stores (page views, consultations and contact clicks together). About
-- a hundred times what the firm's site sees on a busy day; a flood past it leaves the day marked
-- capped rather than the table growing without bound. A constant: change it with a migration.
create function private.max_visit_events_per_day()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 20000;
$$;

alter table public.analytics_daily
  -- The day reached private.max_visit_events_per_day(): later events were not counted.
  add column capped boolean not null default false;

-- ---------------------------------------------------------------------------- UTM tags, sources

-- Tags and sources recorded before this migration that are not clean become 'other', as they would now.
update private.visit_events e set
  utm_source = case when e.utm_source !~ '^[A-Za-z0-9._-]{1,64}$' then 'other' else e.utm_source end,
  utm_medium = case when e.utm_medium !~ '^[A-Za-z0-9._-]{1,64}$' then 'other' else e.utm_medium end,
  utm_campaign = case when e.utm_campaign !~ '^[A-Za-z0-9._-]{1,64}$' then 'other' else e.utm_campaign end,
  source = case when e.source !~ '^[a-z0-9._-]{0,253}$' then 'other' else e.source end;

insert into public.analytics_daily_sources as s (day, source, visitors, page_views, consultations)
select d.day, 'other', sum(d.visitors), sum(d.page_views), sum(d.consultations)
from public.analytics_daily_sources d
where d.source !~ '^[a-z0-9._-]{0,253}$'
group by d.day
on conflict (day, source) do update set
  visitors = s.visitors + excluded.visitors,
  page_views = s.page_views + excluded.page_views,
  consultations = s.consultations + excluded.consultations;

delete from public.analytics_daily_sources d where d.source !~ '^[a-z0-9._-]{0,253}$';

alter domain public.utm_value drop constraint utm_value_check;
alter domain public.utm_value add constraint utm_value_check
  check (value ~ '^[A-Za-z0-9._-]{1,64}$');

-- A source is a host name or a UTM tag, lower-cased, or '' (direct).
alter table private.visit_events
  add constraint visit_events_source_shape_check check (source ~ '^[a-z0-9._-]{0,253}$');
alter table public.analytics_daily_sources
  add constraint analytics_daily_sources_source_check check (source ~ '^[a-z0-9._-]{0,253}$');

-- A tag as a campaign link carries it, kept when it is a plain name; anything else is 'other'.
create function private.utm_tag(tag text)
returns public.utm_value
language sql
immutable
set search_path = ''
as $$
  select case
    when tag is null then null
    when tag ~ '^[A-Za-z0-9._-]{1,64}$' then tag
    else 'other'
  end::public.utm_value;
$$;

-- -------------------------------------------------------------------------------- who counts

-- Whether a request's Origin is the site's own: its configured address, or this machine's while local
-- origins count. A page elsewhere (another site embedding the beacon), or a script sending no Origin,
-- is not.
create function private.is_counted_origin(origin text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    lower(origin) = s.site_origin
      or (s.counts_local_origins
          and lower(origin) ~ '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?$'),
    false)
  from public.analytics_settings s
  where s.id = 1;
$$;

-- Known crawlers, monitors, previews, headless browsers and HTTP libraries, by User-Agent (and an
-- empty one). A person's browser names none of these.
create or replace function private.is_bot_user_agent(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(btrim(user_agent), '') = ''
    or user_agent ~* '(bot|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|preview|monitor|uptime|scan|curl|wget|httpie|python|java/|go-http|okhttp|axios|node-fetch|undici|libwww|phantomjs|puppeteer|playwright|selenium|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|slack)'
    or user_agent ~* '(\mnode\M|\mdeno/|\mbun/|postman|insomnia|aiohttp|httpx|reqwest|guzzle|\mruby\M|\mphp\M|httpclient|http-client|libcurl|powershell|winhttp|dart:io|\mk6/)';
$$;

-- Today's salt (made on the day's first event, older ones deleted), and with it two hashes of this
-- request: the visitor's, SHA-256(salt, Origin, IP address, User-Agent), and the address's,
-- SHA-256(salt, IP address). The address is the last of X-Forwarded-For, the one the platform's proxy
-- appended (a client can forge the earlier ones). Like the visitor's, the address's hash means
-- nothing once the day's salt is deleted.
create function private.visit_hashes(today date, headers json, out visitor bytea, out address bytea)
language plpgsql
set search_path = ''
as $$
declare
  day_salt bytea;
  ip text := btrim(split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', -1));
begin
  select s.salt into day_salt from private.visitor_salts s where s.day = today;
  if day_salt is null then
    insert into private.visitor_salts (day) values (today) on conflict (day) do nothing;
    delete from private.visitor_salts s where s.day < today;
    select s.salt into day_salt from private.visitor_salts s where s.day = today;
  end if;
  visitor := sha256(day_salt || convert_to(concat_ws(
    e'\n', lower(coalesce(headers ->> 'origin', '')), ip, coalesce(headers ->> 'user-agent', '')
  ), 'UTF8'));
  address := sha256(day_salt || convert_to('address' || e'\n' || ip, 'UTF8'));
end;
$$;

-- The address's events of the last minute, for its limit. Rows stored before this migration have none
-- and age out with the retention period.
alter table private.visit_events
  add column address_hash bytea,
  add constraint visit_events_address_hash_check check (octet_length(address_hash) = 32);

create index visit_events_address_idx on private.visit_events (address_hash, created_at);

-- ------------------------------------------------------------------------------- recording

drop function public.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, public.utm_value,
  public.utm_value, public.utm_value);
drop function intake.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, public.utm_value,
  public.utm_value, public.utm_value);
drop function private.visitor_hash(date, json);

-- Counts one event of this request's visitor, unless it asks not to be counted, is a bot or comes
-- from another site's page; refuses an unknown page and a flood (of the visitor or of its address).
-- Only public.record_visit_event calls it (anon cannot reach this schema through the API).
create function intake.record_visit_event(
  _kind public.visit_event_kind,
  _path text,
  _screen public.screen_class,
  _referrer_host public.host_name,
  _utm_source text,
  _utm_medium text,
  _utm_campaign text
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
  hashes record;
  utm_source public.utm_value := private.utm_tag(_utm_source);
  _source text;
  is_view boolean := _kind = 'page_view';
  is_consultation boolean := _kind = 'consultation';
  day_events integer;
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
  if not private.is_counted_origin(headers ->> 'origin') then
    return;
  end if;
  if not exists (select 1 from private.counted_paths c where c.path = _path) then
    raise exception 'path must be a page of the public site'
      using errcode = '22023', detail = format('got %s', left(_path, 200));
  end if;

  select * into settings from public.analytics_settings s where s.id = 1;
  today := (now() at time zone settings.time_zone)::date;
  select * into hashes from private.visit_hashes(today, headers);

  -- One address's events queue here (one lock per request, on the address's hash: a visitor's events
  -- come from its address), so two of them cannot both pass a limit or both count as the day's first.
  perform pg_advisory_xact_lock(hashtextextended('visit_events:' || encode(hashes.address, 'hex'), 0));
  if (select count(*) from private.visit_events e
      where e.visitor_hash = hashes.visitor and e.created_at > now() - interval '1 minute')
     >= settings.events_per_visitor_per_minute
    or (select count(*) from private.visit_events e
        where e.address_hash = hashes.address and e.created_at > now() - interval '1 minute')
     >= settings.events_per_address_per_minute then
    raise exception 'too many events from this visitor; try again in a minute'
      using errcode = 'PT429';
  end if;

  -- A visitor books at most one consultation a day that counts (the hash is today's).
  if is_consultation and exists (
    select 1 from private.visit_events e
    where e.visitor_hash = hashes.visitor and e.kind = 'consultation') then
    return;
  end if;

  -- The day's stored events are its page views, consultations and contact clicks; the day's row is
  -- locked from here to the end, so two events cannot both take the last place under the cap.
  insert into public.analytics_daily (day) values (today) on conflict (day) do nothing;
  select d.page_views + d.consultations + d.contact_clicks into day_events
  from public.analytics_daily d where d.day = today
  for update;
  if day_events >= private.max_visit_events_per_day() then
    update public.analytics_daily d set capped = true where d.day = today and not d.capped;
    return;
  end if;

  _source := coalesce(lower(utm_source), regexp_replace(_referrer_host, '^www\.', ''), '');
  -- The hash changes with the salt every day, so an event with it is an event of today.
  new_visitor := not exists (select 1 from private.visit_events e where e.visitor_hash = hashes.visitor);
  new_page_visitor := is_view and not exists (
    select 1 from private.visit_events e
    where e.visitor_hash = hashes.visitor and e.kind = 'page_view' and e.path = _path);
  new_source_visitor := is_view and not exists (
    select 1 from private.visit_events e
    where e.visitor_hash = hashes.visitor and e.kind = 'page_view' and e.source = _source);

  insert into private.visit_events
    (day, kind, path, source, referrer_host, utm_source, utm_medium, utm_campaign, screen,
     visitor_hash, address_hash)
  values
    (today, _kind, _path, _source, _referrer_host, utm_source, private.utm_tag(_utm_medium),
     private.utm_tag(_utm_campaign), _screen, hashes.visitor, hashes.address);

  update public.analytics_daily d set
    visitors = d.visitors + new_visitor::int,
    page_views = d.page_views + is_view::int,
    consultations = d.consultations + is_consultation::int,
    contact_clicks = d.contact_clicks + (_kind = 'contact_click')::int
  where d.day = today;

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
-- malformed field (an unknown kind or screen class, a referrer that is not a host name); a UTM tag is
-- any text here and recorded as 'other' unless it is a plain name; the path must be short and
-- path-shaped here, and a public page in intake's function. Nothing is read back.
create function public.record_visit_event(
  kind public.visit_event_kind,
  path text,
  screen public.screen_class,
  referrer_host public.host_name default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null
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

revoke all on function private.max_visit_events_per_day() from public;
revoke all on function private.utm_tag(text) from public;
revoke all on function private.is_counted_origin(text) from public;
revoke all on function private.visit_hashes(date, json) from public;
revoke all on function intake.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, text, text, text) from public;
grant execute on function intake.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, text, text, text)
  to anon, authenticated;
revoke all on function public.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.record_visit_event(
  public.visit_event_kind, text, public.screen_class, public.host_name, text, text, text)
  to anon, authenticated;

-- ----------------------------------------------------------------------------- reading

-- As before, with each day's capped mark for the dashboard.
drop function public.analytics_daily_series(integer);

create function public.analytics_daily_series(days integer)
returns table (
  day date,
  visitors integer,
  page_views integer,
  consultations integer,
  contact_clicks integer,
  newsletter_signups integer,
  is_demo boolean,
  capped boolean
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
      coalesce(d.is_demo, false), coalesce(d.capped, false)
    from generate_series(first_day, today, interval '1 day') as series (day)
    left join public.analytics_daily d on d.day = series.day::date
    left join signups s on s.day = series.day::date
    order by series.day;
end;
$$;

revoke all on function public.analytics_daily_series(integer) from public, anon, authenticated, service_role;
grant execute on function public.analytics_daily_series(integer) to authenticated, service_role;
