-- The 'Stay Updated' boxes' subscribers. Visitors add their own address and nothing else: they name
-- only the email and the page it came from (POST /rest/v1/newsletter_subscribers, the one narrow
-- path), never read, change or delete a row. Admins read the list (count, CSV export).

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  -- The public page the address was given on, e.g. '/resources'.
  source_path text not null,
  -- When the visitor asked to be subscribed: the database's clock, never the client's.
  consented_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_check check (
    char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@.]+$'
  ),
  constraint newsletter_subscribers_source_path_check
    check (source_path ~ '^/[^[:space:]]*$' and char_length(source_path) <= 200)
);

-- One subscription per address, whatever its case.
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_consented_at_idx on public.newsletter_subscribers (consented_at desc);

-- Before each insert: trims the address, stamps the consent time, and drops the row without an error
-- when the address is already subscribed, so subscribing twice answers exactly as once and a visitor
-- learns nothing about who is on the list. Security definer, because the subscriber may not read the
-- table; the advisory lock makes two simultaneous sign-ups of one address queue instead of one of
-- them failing on the unique index.
create function private.admit_newsletter_subscriber()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := btrim(new.email);
  new.consented_at := now();
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:' || lower(new.email), 0));
  if exists (select 1 from public.newsletter_subscribers where lower(email) = lower(new.email)) then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.admit_newsletter_subscriber() from public;

create trigger newsletter_subscribers_admit
  before insert on public.newsletter_subscribers
  for each row execute function private.admit_newsletter_subscriber();

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated, service_role;
grant insert (email, source_path) on table public.newsletter_subscribers to anon, authenticated;
grant select on table public.newsletter_subscribers to authenticated;
grant select, insert, update, delete on table public.newsletter_subscribers to service_role;

create policy "Visitors subscribe, consenting now"
  on public.newsletter_subscribers for insert to anon
  with check (consented_at = now());

create policy "Signed-in users subscribe, consenting now"
  on public.newsletter_subscribers for insert to authenticated
  with check (consented_at = now());

create policy "Admins read the subscribers"
  on public.newsletter_subscribers for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
