-- Demo data for local stacks (`npm run db:reset`, `supabase db reset`), never for production.
-- Accounts (passwords also in the README):
--   admin@example.com    / Admin-demo-2026    admin, with a verified TOTP factor (`npm run demo:totp`
--                                             prints its current code)
--   visitor@example.com  / Visitor-demo-2026  signed in, not admin
-- The legal documents' files are supabase/fixtures/legal-documents/<file_path>; the local stack
-- uploads them after this seed (storage.objects rows are made by the upload, not here).

-- ------------------------------------------------------------------------------------ accounts

-- As Supabase Auth stores a confirmed email user: bcrypt hash (cost 10), empty token strings
-- (Auth cannot read NULL ones), provider metadata, and an email identity.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', account.id, 'authenticated', 'authenticated', account.email,
  extensions.crypt(account.password, extensions.gen_salt('bf', 10)), now(), null,
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('sub', account.id::text, 'email', account.email, 'email_verified', true, 'phone_verified', false),
  false, now(), now()
from (
  values
    ('a1a1a1a1-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'Admin-demo-2026'),
    ('b2b2b2b2-0000-4000-8000-000000000002'::uuid, 'visitor@example.com', 'Visitor-demo-2026')
) as account (id, email, password);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, u.raw_user_meta_data, 'email', null, now(), now()
from auth.users u
where u.id in ('a1a1a1a1-0000-4000-8000-000000000001', 'b2b2b2b2-0000-4000-8000-000000000002');

insert into public.user_roles (user_id, role)
values ('a1a1a1a1-0000-4000-8000-000000000001', 'admin');

-- The admin's authenticator app, as Supabase Auth stores a verified TOTP factor (the secret in plain
-- text: Auth encrypts it only with database encryption configured). The secret is public and fixed,
-- like the passwords above, so `npm run demo:totp` can print the code; supabase/local/db/seed-accounts.ts
-- repeats it for the tests. The visitor has no factor.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (
  'a1a1a1a1-0000-4000-8000-0000000000f1', 'a1a1a1a1-0000-4000-8000-000000000001',
  'Demo authenticator app', 'totp', 'verified', now(), now(), 'PLADEMOLOCALONLYTOTPSECRET234567'
);

-- ---------------------------------------------------------------------------------- resources

insert into public.recommended_resources (title, description, category, url, is_featured, user_id, created_at)
values
  (
    'Check Out Your Financial Professional',
    'Look up any investment adviser''s registration, disciplinary history and Form ADV on the SEC''s Investment Adviser Public Disclosure site, including ours.',
    'Due Diligence', 'https://adviserinfo.sec.gov/', true,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '1 day'
  ),
  (
    'FINRA BrokerCheck',
    'A free tool from FINRA that shows the employment history, licences and any complaints for brokers and advisers before you hand them your savings.',
    'Due Diligence', 'https://brokercheck.finra.org/', true,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '3 days'
  ),
  (
    'Compound Interest Calculator',
    'Investor.gov''s calculator shows how regular contributions and time grow an account, and how much a difference of a fraction of a percent in fees makes.',
    'Tools', 'https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator', true,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '6 days'
  ),
  (
    'How Fees and Expenses Affect Your Investment Portfolio',
    'An SEC investor bulletin that walks through how ongoing fees compound over decades, with worked examples of a 0.25% and a 1% annual fee.',
    'Fees', 'https://www.sec.gov/investor/alerts/ib_fees_expenses.pdf', true,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '10 days'
  ),
  (
    'Three-Fund Portfolio',
    'The Bogleheads wiki on building a diversified portfolio from a total US stock market fund, a total international fund and a total bond fund.',
    'Portfolio Construction', 'https://www.bogleheads.org/wiki/Three-fund_portfolio', true,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '14 days'
  ),
  (
    'Tax-Efficient Fund Placement',
    'Which holdings belong in taxable, tax-deferred and tax-free accounts, and why asset location can add to after-tax returns without extra risk.',
    'Tax Planning', 'https://www.bogleheads.org/wiki/Tax-efficient_fund_placement', false,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '20 days'
  ),
  (
    'Tax-Loss Harvesting',
    'How selling an investment at a loss and buying a similar one can offset gains and income, and how to stay clear of the wash-sale rule.',
    'Tax Planning', 'https://www.bogleheads.org/wiki/Tax_loss_harvesting', false,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '27 days'
  ),
  (
    'Rebalancing',
    'Why a portfolio drifts from its target mix, and the common approaches to bringing it back: by calendar, by threshold, or with new contributions.',
    'Portfolio Construction', 'https://www.bogleheads.org/wiki/Rebalancing', false,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '35 days'
  ),
  (
    'Beginners'' Guide to Asset Allocation, Diversification, and Rebalancing',
    'The SEC''s plain-language introduction to spreading money across stocks, bonds and cash according to your goals, time horizon and risk tolerance.',
    'Investing Basics', 'https://www.sec.gov/investor/pubs/assetallocation.htm', false,
    'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '44 days'
  );

-- ------------------------------------------------------------------------ visits (DEMO DATA)

-- The demo firm's address, as the browser tests build the site for it; and pages served from this
-- machine (the development server, the browser tests' preview) count too, as a hosted project's don't.
update public.analytics_settings
set site_origin = 'https://www.prairieledgeradvisors.example', counts_local_origins = true;

-- DEMO DATA, INVENTED: visit counts for the 120 days before today, so the local dashboard has a chart
-- to show. Every row is marked is_demo, and the dashboard says so when a period holds such days.
-- Today starts at zero, so what a browser records on the local site is the only figure for today.
-- A hosted project never runs this seed: its counts start at zero and come from real visits only.
create temporary table demo_days as
select
  series.day::date as day,
  greatest(
    (38 + n * 0.3 + 11 * sin(n / 2.7) - case when extract(isodow from series.day) >= 6 then 14 else 0 end)::int,
    5
  ) as visitors,
  n
from generate_series(public.analytics_today() - 120, public.analytics_today() - 1, interval '1 day')
  with ordinality as series (day, n);

insert into public.analytics_daily (day, visitors, page_views, consultations, contact_clicks, is_demo)
select day, visitors, round(visitors * 2.3)::int, (n % 6 = 0)::int + (n % 17 = 0)::int, (n % 4 = 0)::int, true
from demo_days;

insert into public.analytics_daily_pages (day, path, visitors, page_views, consultations)
select d.day, page.path, ceil(d.visitors * page.share)::int, ceil(d.visitors * 2.3 * page.share * 0.8)::int,
  case when page.path = '/schedule' then (d.n % 6 = 0)::int + (d.n % 17 = 0)::int else 0 end
from demo_days d
cross join (
  values ('/', 0.55), ('/fees', 0.3), ('/about', 0.22), ('/services', 0.2), ('/process', 0.14),
    ('/schedule', 0.12), ('/resources', 0.1), ('/contact', 0.08), ('/free-review', 0.06), ('/adv', 0.03)
) as page (path, share);

insert into public.analytics_daily_sources (day, source, visitors, page_views, consultations)
select d.day, origin.source, ceil(d.visitors * origin.share)::int, ceil(d.visitors * 2.3 * origin.share)::int,
  case when origin.source = 'google.com' then (d.n % 6 = 0)::int else 0 end
  + case when origin.source = '' then (d.n % 17 = 0)::int else 0 end
from demo_days d
cross join (
  values ('google.com', 0.46), ('', 0.3), ('bing.com', 0.09), ('linkedin.com', 0.07),
    ('newsletter', 0.05), ('duckduckgo.com', 0.03)
) as origin (source, share);

-- The spec's website_analytics rows follow the counts (and the subscriber list) above.
drop table demo_days;

select private.refresh_website_analytics();

-- ---------------------------------------------------------------------------- legal documents

-- The sample PDFs (supabase/fixtures/make-sample-pdfs.ts) are stored before their documents, as an
-- upload stores the file first: the storage trigger refuses a new object under the name of a
-- document's file. Here are Storage's rows; `npm run db:reset` and the test stacks write the bytes
-- from supabase/fixtures/legal-documents (supabase/local/storage/seed-files.ts). Size, MD5 (the
-- eTag) and SHA-256 are the fixtures' (supabase/tests/seed.test.ts compares them).
insert into storage.objects (bucket_id, name, metadata)
select 'legal-documents', f.name, jsonb_build_object(
  'eTag', '"' || f.md5 || '"', 'size', f.size, 'mimetype', 'application/pdf',
  'cacheControl', 'max-age=3600', 'lastModified', '2026-01-01T00:00:00.000Z',
  'contentLength', f.size, 'httpStatusCode', 200)
from (values
  ('adv_part_2a-1767225600000.pdf', 1174, '15a92f2d7f5d478ca5b4fcb85276806e'),
  ('adv_part_2b-1767225600000.pdf', 1177, '995b9bef9d53854d89a64e1f9820c8cb'),
  ('form_adv-1767225600000.pdf', 1165, 'a529b30afbd2e8f96fe61e7a50a8737c'),
  ('investment_agreement-1767225600000.pdf', 1204, '27fc2b8e68e6eac05e057c8ca89a5678'),
  ('form_crs-1767225600000.pdf', 1167, '5f8a4e19219e90c425a9c76a23f3b608')
) f(name, size, md5);

insert into public.legal_documents (name, document_type, file_path, file_size, mime_type, sha256, created_at)
values
  ('Form ADV Part 2A (2026)', 'adv_part_2a', 'adv_part_2a-1767225600000.pdf', 1174, 'application/pdf', '6899487b3c8a7e2a3b801b248c5271837f90b790f2bec2774b12cd07a142455a', '2026-01-01T00:00:00Z'),
  ('Form ADV Part 2B (2026)', 'adv_part_2b', 'adv_part_2b-1767225600000.pdf', 1177, 'application/pdf', 'b87a7139a424b884fb11e34c9de9993e1fc80a2b88484ed7ca9f8eee1145774f', '2026-01-01T00:00:00Z'),
  ('Form ADV (2026)', 'form_adv', 'form_adv-1767225600000.pdf', 1165, 'application/pdf', 'cba9f9a0dc996c9454a4dac0095f91b78ac4fbbaf1bd64894a8a9951940cac7e', '2026-01-01T00:00:00Z'),
  ('Investment Advisory Agreement (2026)', 'investment_agreement', 'investment_agreement-1767225600000.pdf', 1204, 'application/pdf', 'a916c3d604ab3261942811784e465bfdc4aa651e1bcce6e4a1c3247c2043d88b', '2026-01-01T00:00:00Z'),
  ('Form CRS (2026)', 'form_crs', 'form_crs-1767225600000.pdf', 1167, 'application/pdf', 'ac5a5d8e008c84ccf3d751a16ead281e83ea808a89548b67971353e9ffb397c9', '2026-01-01T00:00:00Z');
