-- Links the firm recommends. Everyone reads the featured ones; admins manage all of them.

-- A link a browser may follow from a resource card: http or https with a host, no whitespace
-- (a javascript: or data: URL would run in the visitor's page).
create domain public.http_url as text
  constraint http_url_check check (
    char_length(value) <= 2048 and value ~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$'
  );

create table public.recommended_resources (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  category text not null default 'Resource',
  url public.http_url not null,
  thumbnail_url public.http_url,
  is_featured boolean not null default false,
  created_at timestamptz not null default now(),
  user_id uuid references auth.users (id) on delete set null,
  constraint recommended_resources_title_check check (title ~ '[^[:space:]]' and char_length(title) <= 200),
  constraint recommended_resources_description_check
    check (description ~ '[^[:space:]]' and char_length(description) <= 2000),
  constraint recommended_resources_category_check
    check (category ~ '[^[:space:]]' and char_length(category) <= 60)
);

-- The public page lists featured resources newest first; the admin list, all of them.
create index recommended_resources_featured_created_at_idx
  on public.recommended_resources (created_at desc) where is_featured;
create index recommended_resources_created_at_idx on public.recommended_resources (created_at desc);
create index recommended_resources_user_id_idx on public.recommended_resources (user_id);

alter table public.recommended_resources enable row level security;

revoke all on table public.recommended_resources from anon, authenticated, service_role;
grant select on table public.recommended_resources to anon;
grant select, delete on table public.recommended_resources to authenticated;
grant insert (title, description, category, url, thumbnail_url, is_featured, user_id)
  on table public.recommended_resources to authenticated;
grant update (title, description, category, url, thumbnail_url, is_featured)
  on table public.recommended_resources to authenticated;
grant select, insert, update, delete on table public.recommended_resources to service_role;

create policy "Visitors read featured resources"
  on public.recommended_resources for select to anon
  using (is_featured);

create policy "Signed-in users read featured resources, admins read all"
  on public.recommended_resources for select to authenticated
  using (is_featured or (select public.has_role((select auth.uid()), 'admin')));

create policy "Admins add resources they own"
  on public.recommended_resources for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')) and user_id = (select auth.uid()));

create policy "Admins update resources"
  on public.recommended_resources for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins delete resources"
  on public.recommended_resources for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
