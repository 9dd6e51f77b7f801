-- The recommended resources pass the Marketing Rule check as the pages and the settings do: a
-- featured resource's title, description and category are on /resources, so every save of one is an
-- advertisement. The check (src/features/marketing-rule) runs in the resource dialog as the adviser
-- types; an error-level finding blocks Save there, and a warning is saved only with the adviser's
-- written answer, kept here with the words it answers (recommended_resources.marketing_rule_answers,
-- the pages' domain of answers), so the content history's entry of the save holds both. The build
-- runs the same check on the featured resources it reads (scripts/lib/site-build/read-published.ts)
-- and refuses a release while one is an error or a warning has no answer, so a save through the API
-- alone, around the dialog, reaches no release.
--
-- The answers are the firm's records, not the public's: the featured rows stay readable by everyone,
-- column by column, without them; an admin at aal2 reads them through resource_answers() and writes
-- them with the rest of the row (the insert and update policies ask for an admin at aal2); the
-- service role (the build) reads the whole row.

alter table public.recommended_resources
  add column marketing_rule_answers public.marketing_rule_answers not null default '{}'::jsonb;

comment on column public.recommended_resources.marketing_rule_answers is
  'The adviser''s written answers to the Marketing Rule check''s warnings on the resource, by finding key.';

revoke select on table public.recommended_resources from anon, authenticated;
grant select (
  id, title, description, category, url, thumbnail_url, is_featured, user_id, created_at
) on table public.recommended_resources to anon, authenticated;
grant insert (marketing_rule_answers), update (marketing_rule_answers)
  on table public.recommended_resources to authenticated;

-- Every resource's answers, by resource id, for an admin at aal2 (null for anyone else): security
-- definer, in the schema the API does not expose, behind the invoker call below.
create function intake.resource_answers()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when public.has_role(auth.uid(), 'admin') and auth.jwt() ->> 'aal' = 'aal2' then (
    select coalesce(jsonb_object_agg(r.id::text, r.marketing_rule_answers::jsonb), '{}'::jsonb)
    from public.recommended_resources r
  ) end
$$;

revoke all on function intake.resource_answers() from public;
grant execute on function intake.resource_answers() to authenticated;

-- The resources' answers as the caller may read them: the service role reads the column; a
-- signed-in user gets them only as an admin at aal2 (null otherwise); anon cannot call it.
create function public.resource_answers()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.has_column_privilege('public.recommended_resources', 'marketing_rule_answers', 'SELECT') then
    return (
      select coalesce(jsonb_object_agg(r.id::text, r.marketing_rule_answers::jsonb), '{}'::jsonb)
      from public.recommended_resources r
    );
  end if;
  return intake.resource_answers();
end;
$$;

revoke all on function public.resource_answers() from public, anon;
grant execute on function public.resource_answers() to authenticated, service_role;

-- The published snapshot the build reads: each featured resource with its answers as the caller may
-- read them (the build, as the service role, all of them), where the build's check looks for them.
create or replace function public.published_site_content()
returns jsonb
language sql
stable
security invoker
set search_path = ''
set timezone = 'UTC'
as $$
  with newest_post as (
    select distinct on (pv.post_id) pv.*
    from public.post_versions pv
    where pv.publish_at <= now()
    order by pv.post_id, pv.version desc
  ), withdrawn as (
    select n.* from newest_post n
    where exists (
      select 1 from public.post_withdrawals w
      where w.post_id = n.post_id
        and w.version = (select max(v.version) from public.post_versions v where v.post_id = n.post_id)
    )
  )
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
        'url', r.url, 'thumbnail_url', r.thumbnail_url, 'created_at', r.created_at,
        'marketing_rule_answers', coalesce(a.answers -> r.id::text, '{}'::jsonb)
      ) order by r.created_at desc, r.id)
      from public.recommended_resources r
      cross join (select public.resource_answers() as answers) a
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
    ), '[]'::jsonb),
    'posts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', n.post_id, 'version', n.version, 'slug', n.slug, 'title', n.title,
        'summary', n.summary, 'body', n.body, 'tags', to_jsonb(n.tags),
        'cover_image_url', n.cover_image_url, 'author_name', n.author_name,
        'publish_at', n.publish_at, 'published_at', n.published_at,
        'marketing_rule_answers', n.marketing_rule_answers
      ) order by n.publish_at desc, n.slug)
      from newest_post n
      where not exists (select 1 from withdrawn w where w.post_id = n.post_id)
    ), '[]'::jsonb),
    'withdrawn_posts', coalesce((
      select jsonb_agg(w.slug order by w.slug) from withdrawn w
    ), '[]'::jsonb)
  );
$$;

revoke all on function public.published_site_content() from public, anon;
grant execute on function public.published_site_content() to authenticated, service_role;
