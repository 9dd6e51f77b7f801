-- Dashboard metrics, one row per metric. Admins read them; the service role writes them.
create table public.website_analytics (
  id uuid primary key default gen_random_uuid(),
  metric_name text not null,
  metric_value bigint not null default 0,
  percentage_change numeric(7, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint website_analytics_metric_name_key unique (metric_name),
  constraint website_analytics_metric_name_check check (metric_name ~ '^[a-z][a-z0-9_]{0,62}$'),
  constraint website_analytics_metric_value_check check (metric_value >= 0),
  constraint website_analytics_seo_score_check check (metric_name <> 'seo_score' or metric_value <= 100)
);

create index website_analytics_updated_at_idx on public.website_analytics (updated_at desc);

create trigger website_analytics_set_updated_at
  before update on public.website_analytics
  for each row execute function private.set_updated_at();

alter table public.website_analytics enable row level security;

revoke all on table public.website_analytics from anon, authenticated, service_role;
grant select on table public.website_analytics to authenticated;
grant select, insert, update, delete on table public.website_analytics to service_role;

create policy "Admins read analytics"
  on public.website_analytics for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
