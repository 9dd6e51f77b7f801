-- The Marketing Rule check's answers, kept with each published version of a page. The check
-- (src/features/marketing-rule) runs in the page editor as the adviser types and again in the build
-- of every release (scripts/lib/site-build/read-published.ts), which refuses to build while the
-- published content has an error-level finding or a warning without an answer. An answer is the
-- adviser's written reason a warning's wording is fair and balanced, or where its disclosure is: at
-- least 20 characters, stored under the finding's key (its rule, field and words) with the version
-- it was given for, so the version's content-history entry holds it with the words, and the
-- release that shows them names that entry (site_releases.content_through).
-- The database checks the answers' form; which findings a text has is the TypeScript module's,
-- which the build runs on exactly what was published, so a publication through the API alone,
-- without the editor, still cannot reach a release with an unanswered warning.

-- An answers object: at most 200 answers, each a text of 20 to 2000 characters, the first and
-- last that are not spaces at least 20 apart (so twenty spaces are no answer). Built-in functions
-- only, so any role's insert can evaluate it.
alter table public.page_versions
  add column marketing_rule_answers jsonb not null default '{}'::jsonb,
  add constraint page_versions_marketing_rule_answers_check check (
    jsonb_typeof(marketing_rule_answers) = 'object'
    and jsonb_array_length(jsonb_path_query_array(marketing_rule_answers, '$.*')) <= 200
    and not jsonb_path_exists(
      marketing_rule_answers,
      '$.* ? (@.type() != "string" || !(@ like_regex "\\S.{18,}\\S" flag "s") || @ like_regex "(.{200}){10}." flag "s")'
    )
  );

comment on column public.page_versions.marketing_rule_answers is
  'The adviser''s written answers to the Marketing Rule check''s warnings on this version, by finding key.';

-- Scripts that publish with the secret key give their answers too (the build checks them alike).
grant insert (marketing_rule_answers) on table public.page_versions to service_role;

-- The page calls' function, with the publication's answers: the old signature is replaced, the
-- calls below name the new one.
drop function intake.change_site_page(text, text, bigint, jsonb, integer);

create function intake.change_site_page(
  _action text,
  _page_key text,
  _revision bigint,
  _content jsonb default null,
  _version integer default null,
  _answers jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  page public.site_pages;
  restored jsonb;
  published integer;
begin
  if not (public.has_role(auth.uid(), 'admin') and auth.jwt() ->> 'aal' = 'aal2') then
    raise exception 'Only an admin signed in with two-step verification changes the site''s pages'
      using errcode = '42501';
  end if;
  select * into page from public.site_pages p where p.page_key = _page_key for update;
  if not found then
    raise exception 'There is no page %', _page_key using errcode = 'PT404';
  end if;
  if page.revision is distinct from _revision then
    raise exception 'The page was changed since you opened it'
      using errcode = 'PT409',
            detail = jsonb_build_object(
              'revision', page.revision, 'changed_by', page.changed_by, 'changed_at', page.changed_at
            )::text;
  end if;

  case _action
    when 'save' then
      if _content is null then
        raise exception 'A draft needs its content' using errcode = '22023';
      end if;
      update public.site_pages p
         set draft = _content,
             draft_base_version = coalesce(page.draft_base_version, (
               select max(v.version) from public.page_versions v where v.page_key = page.page_key
             ))
       where p.page_key = page.page_key;
    when 'discard' then
      update public.site_pages p
         set draft = null, draft_base_version = null, draft_restored_from = null
       where p.page_key = page.page_key;
    when 'restore' then
      select v.content into restored
        from public.page_versions v
       where v.page_key = page.page_key and v.version = _version;
      if restored is null then
        raise exception 'The page % has no version %', page.page_key, _version using errcode = 'PT404';
      end if;
      update public.site_pages p
         set draft = restored,
             draft_base_version = (select max(v.version) from public.page_versions v where v.page_key = page.page_key),
             draft_restored_from = _version
       where p.page_key = page.page_key;
    when 'publish' then
      if page.draft is null then
        raise exception 'The page % has no draft to publish', page.page_key using errcode = '22023';
      end if;
      -- Refused (23514) when the draft does not match the page's schema; nothing changes then.
      -- Refused (23514) too when an answer is not text of 20 to 2000 characters.
      insert into public.page_versions (page_key, content, restored_from, marketing_rule_answers)
      values (page.page_key, page.draft, page.draft_restored_from, coalesce(_answers, '{}'::jsonb))
      returning version into published;
      update public.site_pages p
         set draft = null, draft_base_version = null, draft_restored_from = null
       where p.page_key = page.page_key;
    else
      raise exception 'Unknown change %', _action using errcode = '22023';
  end case;

  select p.revision into page.revision from public.site_pages p where p.page_key = page.page_key;
  return jsonb_build_object('revision', page.revision, 'version', published);
end;
$$;


revoke all on function intake.change_site_page(text, text, bigint, jsonb, integer, jsonb) from public;
grant execute on function intake.change_site_page(text, text, bigint, jsonb, integer, jsonb) to authenticated;

-- Publishing names its answers (none by default: a page with no warning needs none).
drop function public.publish_page(text, bigint);

create function public.publish_page(page_key text, revision bigint, answers jsonb default '{}'::jsonb)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('publish', page_key, revision, null, null, answers) $$;

revoke all on function public.publish_page(text, bigint, jsonb) from public, anon, service_role;
grant execute on function public.publish_page(text, bigint, jsonb) to authenticated;

-- The published snapshot the build reads carries each page's answers beside its content.
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
      select to_jsonb(s) - 'id' - 'updated_at' from public.site_settings s where s.id = 1
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
