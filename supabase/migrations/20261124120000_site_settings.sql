-- The site's editable settings (spec §3 "site settings"): one row, read by everyone (the public
-- footer and newsletter box show it), changed only by admins. Nobody adds a second row or deletes it.
-- The limits match the admin form's schema (src/features/site-settings/schemas.ts).

create table public.site_settings (
  -- Always 1: a second row cannot exist.
  id smallint primary key default 1,
  site_name text not null,
  site_description text not null,
  company_tagline text not null,
  -- Empty in the form is null here; otherwise an http(s) URL (never javascript: or data:).
  facebook_url public.http_url,
  twitter_url public.http_url,
  linkedin_url public.http_url,
  twitter_handle text not null default '',
  copyright_text text not null,
  newsletter_heading text not null,
  newsletter_description text not null,
  updated_at timestamptz not null default now(),
  constraint site_settings_single_row_check check (id = 1),
  constraint site_settings_site_name_check check (site_name ~ '[^[:space:]]' and char_length(site_name) <= 100),
  constraint site_settings_site_description_check
    check (site_description ~ '[^[:space:]]' and char_length(site_description) <= 500),
  constraint site_settings_company_tagline_check
    check (company_tagline ~ '[^[:space:]]' and char_length(company_tagline) <= 200),
  constraint site_settings_twitter_handle_check check (char_length(twitter_handle) <= 50),
  constraint site_settings_copyright_text_check
    check (copyright_text ~ '[^[:space:]]' and char_length(copyright_text) <= 200),
  constraint site_settings_newsletter_heading_check
    check (newsletter_heading ~ '[^[:space:]]' and char_length(newsletter_heading) <= 100),
  constraint site_settings_newsletter_description_check
    check (newsletter_description ~ '[^[:space:]]' and char_length(newsletter_description) <= 500)
);

comment on table public.site_settings is 'The one row of site-wide settings the admin edits.';

create trigger site_settings_set_updated_at
  before update on public.site_settings
  for each row execute function private.set_updated_at();

-- Books and records: the public sees these texts, so every change is entered in the content history
-- (attached before the first row is written, as 20261123110000_content_history.sql asks).
create trigger site_settings_history
  after insert or update or delete on public.site_settings
  for each row execute function private.record_content_change();

create trigger site_settings_refuse_truncate
  before truncate on public.site_settings
  for each statement execute function private.refuse_rewrite('Change rows one by one, so the content history records them.');

-- The row the site shipped with (the spec's copy; src/content/site-settings.ts holds the same values
-- for a page rendered before the row could be read).
insert into public.site_settings (
  site_name, site_description, company_tagline, facebook_url, twitter_url, linkedin_url,
  twitter_handle, copyright_text, newsletter_heading, newsletter_description
) values (
  'Prairie Ledger Advisors',
  'Fiduciary, Series 65 licensed investment adviser in North Dakota serving clients nationwide. A 0.21% annual fee and portfolios built for the 21st century.',
  'Traditional discipline. 21st-century edge.',
  'https://www.facebook.com/',
  'https://x.com/',
  'https://www.linkedin.com/',
  '',
  'Prairie Ledger Advisors. All rights reserved.',
  'Stay Updated',
  'Market perspective and firm news, a few times a year. No spam, unsubscribe anytime.'
);

alter table public.site_settings enable row level security;

revoke all on table public.site_settings from anon, authenticated, service_role;
grant select on table public.site_settings to anon, authenticated;
grant update (
  site_name, site_description, company_tagline, facebook_url, twitter_url, linkedin_url,
  twitter_handle, copyright_text, newsletter_heading, newsletter_description
) on table public.site_settings to authenticated;
grant select, update on table public.site_settings to service_role;

create policy "Visitors read the site settings"
  on public.site_settings for select to anon
  using (true);

create policy "Signed-in users read the site settings"
  on public.site_settings for select to authenticated
  using (true);

create policy "Admins update the site settings"
  on public.site_settings for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
