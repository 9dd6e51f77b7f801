-- Three parts of the content the site shipped with (20261124120000_site_settings.sql,
-- 20261128100000_site_pages.sql) led a visitor nowhere useful. Each is changed here as the back
-- office changes content: a new published version of a page, an update of the settings' row, both
-- entered in the content history (by nobody: the migration) and built into the next release. Each
-- change is made only where the content is still as it shipped: a firm that has edited it keeps
-- its own words.

-- The social links were the networks' home pages (https://www.facebook.com/, ...), which greet a
-- visitor with a sign-in page, not the firm's profile. None is set now, so the footer shows no
-- social link until the firm enters its own profiles in Site Settings.
update public.site_settings
   set facebook_url = nullif(facebook_url, 'https://www.facebook.com/'),
       twitter_url = nullif(twitter_url, 'https://x.com/'),
       linkedin_url = nullif(linkedin_url, 'https://www.linkedin.com/')
 where facebook_url = 'https://www.facebook.com/'
    or twitter_url = 'https://x.com/'
    or linkedin_url = 'https://www.linkedin.com/';

-- The Privacy Policy and the Terms of Service ended with the firm's email and phone as plain text:
-- now links a tap writes to or calls (mailto:, tel:), as on the Contact page. Each page's latest
-- published version is the one changed, the one the site shows.
insert into public.page_versions (page_key, content)
with latest_page_version as (
  select distinct on (v.page_key) v.page_key, v.content
    from public.page_versions v
   order by v.page_key, v.version desc
)
select v.page_key,
       replace(
         v.content::text,
         'Questions? Email hello@prairieledgeradvisors.com or call (701) 555-0148.',
         'Questions? Email [hello@prairieledgeradvisors.com](mailto:hello@prairieledgeradvisors.com) or call [(701) 555-0148](tel:+17015550148).'
       )::jsonb
  from latest_page_version v
 where v.page_key in ('privacy', 'terms')
   and strpos(v.content::text, 'Questions? Email hello@prairieledgeradvisors.com or call (701) 555-0148.') > 0
 order by v.page_key;

-- /resources showed a newsletter box of its own above the footer's, two boxes for one list: the
-- page keeps the footer's (its schema no longer has a box, 20261128172000_page_content_schemas.sql).
insert into public.page_versions (page_key, content)
with latest_page_version as (
  select distinct on (v.page_key) v.page_key, v.content
    from public.page_versions v
   order by v.page_key, v.version desc
)
select v.page_key, v.content - 'subscribe'
  from latest_page_version v
 where v.page_key = 'resources' and v.content ? 'subscribe';
