-- The Marketing Rule check's answers are kept with a page's saved draft, not only with the version
-- it is published as: an adviser who answers a warning, saves the draft and comes back later finds
-- the answer there (site_pages.draft_answers). Saving a draft stores the answers the editor sends
-- with it (the editor sends only the answers of the findings the draft still has, so an answer
-- whose words are gone is dropped); discarding the draft drops them; restoring a version takes
-- that version's answers with its content; publishing keeps the draft's answers with the version
-- unless the call names its own, and empties the draft's.
--
-- One definition of a valid answers object for both columns: a domain (at most 200 answers, each a
-- text of 20 to 2000 characters whose first and last characters that are not spaces are at least 20
-- apart, so twenty spaces are no answer). Built-in functions only, so any role's write evaluates it.
-- Not null on the columns, not the domain: PostgREST builds an insert's rows as records of the
-- table's type, in which a column the request leaves out is null until its default applies.
create domain public.marketing_rule_answers as jsonb
  check (
    jsonb_typeof(value) = 'object'
    and jsonb_array_length(jsonb_path_query_array(value, '$.*')) <= 200
    and not jsonb_path_exists(
      value,
      '$.* ? (@.type() != "string" || !(@ like_regex "\\S.{18,}\\S" flag "s") || @ like_regex "(.{200}){10}." flag "s")'
    )
  );

comment on domain public.marketing_rule_answers is
  'The adviser''s written answers to the Marketing Rule check''s warnings, by finding key.';

alter table public.page_versions drop constraint page_versions_marketing_rule_answers_check;
alter table public.page_versions
  alter column marketing_rule_answers type public.marketing_rule_answers;

alter table public.site_pages
  add column draft_answers public.marketing_rule_answers not null default '{}'::jsonb;

comment on column public.site_pages.draft_answers is
  'The adviser''s answers to the Marketing Rule check''s warnings on the saved draft, by finding key.';

create or replace function intake.change_site_page(
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
  restored public.page_versions;
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
      -- Refused (23514) when an answer is not text of 20 to 2000 characters; nothing is saved then.
      update public.site_pages p
         set draft = _content,
             draft_answers = coalesce(_answers, '{}'::jsonb),
             draft_base_version = coalesce(page.draft_base_version, (
               select max(v.version) from public.page_versions v where v.page_key = page.page_key
             ))
       where p.page_key = page.page_key;
    when 'discard' then
      update public.site_pages p
         set draft = null, draft_answers = '{}'::jsonb, draft_base_version = null,
             draft_restored_from = null
       where p.page_key = page.page_key;
    when 'restore' then
      select * into restored
        from public.page_versions v
       where v.page_key = page.page_key and v.version = _version;
      if not found then
        raise exception 'The page % has no version %', page.page_key, _version using errcode = 'PT404';
      end if;
      update public.site_pages p
         set draft = restored.content,
             draft_answers = restored.marketing_rule_answers,
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
      values (page.page_key, page.draft, page.draft_restored_from, coalesce(_answers, page.draft_answers))
      returning version into published;
      update public.site_pages p
         set draft = null, draft_answers = '{}'::jsonb, draft_base_version = null,
             draft_restored_from = null
       where p.page_key = page.page_key;
    else
      raise exception 'Unknown change %', _action using errcode = '22023';
  end case;

  select p.revision into page.revision from public.site_pages p where p.page_key = page.page_key;
  return jsonb_build_object('revision', page.revision, 'version', published);
end;
$$;

-- Saving a draft names its answers (none by default).
drop function public.save_page_draft(text, jsonb, bigint);

create function public.save_page_draft(
  page_key text,
  content jsonb,
  revision bigint,
  answers jsonb default '{}'::jsonb
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('save', page_key, revision, content, null, answers) $$;

revoke all on function public.save_page_draft(text, jsonb, bigint, jsonb) from public, anon, service_role;
grant execute on function public.save_page_draft(text, jsonb, bigint, jsonb) to authenticated;

-- Publishing without answers of its own keeps the draft's (the default was none).
drop function public.publish_page(text, bigint, jsonb);

create function public.publish_page(page_key text, revision bigint, answers jsonb default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('publish', page_key, revision, null, null, answers) $$;

revoke all on function public.publish_page(text, bigint, jsonb) from public, anon, service_role;
grant execute on function public.publish_page(text, bigint, jsonb) to authenticated;
