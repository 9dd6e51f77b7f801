-- The site settings pass the Marketing Rule check as the pages do: their words (the site's name and
-- description, the tagline, the copyright line, the newsletter box's heading and description, the
-- Twitter handle) are shown on every public page, so every save of them is an advertisement. The
-- check (src/features/marketing-rule) runs in the settings form as the adviser types; an error-level
-- finding blocks Save there, and a warning is saved only with the adviser's written answer, kept
-- here with the words it answers (site_settings.marketing_rule_answers, the same domain as the
-- pages' answers), so the content history's entry of the save holds both. Which findings a text has
-- is the TypeScript module's: the build runs it on the settings it reads
-- (scripts/lib/site-build/read-published.ts) and refuses to build a release while one is an error
-- or a warning has no answer, so a save through the API alone, around the form, reaches no release.
--
-- The answers are the firm's records, not the public's: the row stays readable by everyone, column
-- by column, without them; an admin at aal2 reads them through site_settings_answers() and writes
-- them with the rest of the row (the update policies ask for an admin at aal2); the service role
-- (the build) reads the whole row.

alter table public.site_settings
  add column marketing_rule_answers public.marketing_rule_answers not null default '{}'::jsonb;

comment on column public.site_settings.marketing_rule_answers is
  'The adviser''s written answers to the Marketing Rule check''s warnings on the settings, by finding key.';

revoke select on table public.site_settings from anon, authenticated;
grant select (
  id, site_name, site_description, company_tagline, facebook_url, twitter_url, linkedin_url,
  twitter_handle, copyright_text, newsletter_heading, newsletter_description, updated_at,
  logo_url, footer_logo_url, favicon_url
) on table public.site_settings to anon, authenticated;
grant update (marketing_rule_answers) on table public.site_settings to authenticated;

-- The answers for an admin at aal2 (null for anyone else): security definer, in the schema the API
-- does not expose, behind the invoker call below.
create function intake.site_settings_answers()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select s.marketing_rule_answers::jsonb
  from public.site_settings s
  where s.id = 1
    and public.has_role(auth.uid(), 'admin')
    and auth.jwt() ->> 'aal' = 'aal2'
$$;

revoke all on function intake.site_settings_answers() from public;
grant execute on function intake.site_settings_answers() to authenticated;

-- The settings' answers as the caller may read them: the service role and the owner read the
-- column; a signed-in user gets them only as an admin at aal2 (null otherwise); anon cannot call it.
create function public.site_settings_answers()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.has_column_privilege('public.site_settings', 'marketing_rule_answers', 'SELECT') then
    return (select s.marketing_rule_answers::jsonb from public.site_settings s where s.id = 1);
  end if;
  return intake.site_settings_answers();
end;
$$;

revoke all on function public.site_settings_answers() from public, anon;
grant execute on function public.site_settings_answers() to authenticated, service_role;

-- The published snapshot the build reads: the settings' public columns by name (a whole-row read
-- would need the answers' column), with the answers as the caller may read them.
create or replace function public.published_site_content()
returns jsonb
language sql
stable
security invoker
set search_path = ''
set timezone = 'UTC'
as $$
  select jsonb_build_object(
    'history_head', coalesce((select max(e.id) from public.content_history e), 0),
    'pages', (
      select jsonb_object_agg(v.page_key, jsonb_build_object(
        'version', v.version, 'published_at', v.published_at, 'content', v.content,
        'marketing_rule_answers', v.marketing_rule_answers
      ))
      from (
        select distinct on (pv.page_key) pv.page_key, pv.version, pv.published_at, pv.content,
               pv.marketing_rule_answers
        from public.page_versions pv
        order by pv.page_key, pv.version desc
      ) v
    ),
    'settings', (
      select to_jsonb(s) from (
        select t.site_name, t.site_description, t.company_tagline, t.facebook_url, t.twitter_url,
               t.linkedin_url, t.twitter_handle, t.copyright_text, t.newsletter_heading,
               t.newsletter_description, t.logo_url, t.footer_logo_url, t.favicon_url,
               public.site_settings_answers() as marketing_rule_answers
        from public.site_settings t
        where t.id = 1
      ) s
    ),
    'resources', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'title', r.title, 'description', r.description, 'category', r.category,
        'url', r.url, 'thumbnail_url', r.thumbnail_url, 'created_at', r.created_at
      ) order by r.created_at desc, r.id)
      from public.recommended_resources r
      where r.is_featured
    ), '[]'::jsonb),
    'documents', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', d.id, 'document_type', d.document_type, 'name', d.name, 'file_path', d.file_path,
        'file_size', d.file_size, 'sha256', d.sha256, 'material_changes', d.material_changes,
        'created_at', d.created_at
      ) order by d.document_type)
      from (
        select distinct on (ld.document_type) ld.*
        from public.legal_documents ld
        where ld.is_active
        order by ld.document_type, ld.created_at desc, ld.id
      ) d
    ), '[]'::jsonb)
  );
$$;

revoke all on function public.published_site_content() from public, anon;
grant execute on function public.published_site_content() to authenticated, service_role;
