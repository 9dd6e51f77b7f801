-- Market Insights: the adviser's posts, content like the pages (20261128100000_site_pages.sql). One
-- row of public.posts per post holds its slug and its draft; public.post_versions keeps every
-- published version, entered in the content history, with the Marketing Rule check's answers
-- (20261128170000_marketing_rule_answers.sql) and who requested and approved it when approvals are
-- on (20261129070000_publishing_approvals.sql). A withdrawal is a row of public.post_withdrawals,
-- also entered in the content history: the post leaves the site at the next build, its URL answers
-- 410, and only a new version publishes it again. The build reads the posts whose publication time
-- has come through public.published_site_content() and runs the Marketing Rule check on them
-- (scripts/lib/site-build/read-published.ts), as for the pages.
--
-- Every write goes through intake.change_post, behind the public calls below: an admin signed in
-- with two-step verification, over the revision the editor read (PT409 names who changed it).

-- What a post says, checked on every save and publication (and by the versions' constraints):
-- null when it is a post, else why not. Built-in functions only.
create function private.post_content_violation(content jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when content is null or jsonb_typeof(content) <> 'object' then 'a post is an object'
    when (content ->> 'slug') is null
      or (content ->> 'slug') !~ '^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$'
      then 'the slug is 3 to 80 lowercase letters, digits and hyphens'
    when coalesce(content ->> 'title', '') !~ '\S' or char_length(content ->> 'title') > 200
      then 'the title is 1 to 200 characters'
    when coalesce(content ->> 'summary', '') !~ '\S' or char_length(content ->> 'summary') > 300
      then 'the summary is 1 to 300 characters'
    when coalesce(content ->> 'body', '') !~ '\S' or char_length(content ->> 'body') > 50000
      then 'the body is 1 to 50,000 characters'
    when jsonb_typeof(content -> 'tags') is distinct from 'array'
      or jsonb_array_length(content -> 'tags') > 10
      or jsonb_path_exists(content -> 'tags', '$[*] ? (@.type() != "string" || !(@ like_regex "^[^\\s,]([^,\\n]{0,38}[^\\s,])?$"))')
      then 'up to 10 tags of 1 to 40 characters, without commas'
    when jsonb_typeof(content -> 'cover_image_url') not in ('null', 'string')
      or (jsonb_typeof(content -> 'cover_image_url') = 'string'
          and (content ->> 'cover_image_url') !~ '^https?://[^\s/]+(/[^\s/]+)*/storage/v1/object/public/resource-thumbnails/[^\s]+$')
      then 'the cover image is a picture uploaded to the resource thumbnails'
    when (content ->> 'author_id') is null
      or (content ->> 'author_id') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then 'the author is an admin'
    when (content ->> 'publish_at') is null
      or (content ->> 'publish_at') !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$'
      then 'the publication time is an ISO 8601 instant'
    when (select count(*) from jsonb_object_keys(content)) > 8
      or exists (
        select 1 from jsonb_object_keys(content) k
        where k not in ('slug', 'title', 'summary', 'body', 'tags', 'cover_image_url', 'author_id', 'publish_at')
      )
      then 'a post has only slug, title, summary, body, tags, cover_image_url, author_id and publish_at'
  end;
$$;

revoke all on function private.post_content_violation(jsonb) from public;

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  -- Its address, /insights/<slug>: unique, and kept once a version is published.
  slug text not null,
  revision bigint not null default 1,
  draft jsonb,
  draft_answers public.marketing_rule_answers not null default '{}'::jsonb,
  draft_base_version integer,
  draft_restored_from integer,
  created_by uuid,
  created_at timestamptz not null default now(),
  changed_by uuid,
  changed_at timestamptz not null default now(),
  approval_requested_by uuid,
  approval_requested_at timestamptz,
  approval_returned_by uuid,
  approval_returned_at timestamptz,
  approval_returned_comment text,
  constraint posts_slug_key unique (slug),
  constraint posts_slug_check check (slug ~ '^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$'),
  constraint posts_draft_check check (
    draft is null or (jsonb_typeof(draft) = 'object' and octet_length(draft::text) <= 262144)
  ),
  constraint posts_approval_request_check check (
    (approval_requested_by is null) = (approval_requested_at is null)
    and (approval_requested_by is null or draft is not null)
  ),
  constraint posts_approval_return_check check (
    (approval_returned_by is null) = (approval_returned_at is null)
    and (approval_returned_by is null) = (approval_returned_comment is null)
    and (approval_returned_comment is null
         or (approval_returned_comment ~ '\S' and char_length(approval_returned_comment) <= 2000))
  )
);

comment on table public.posts is
  'One row per Market Insights post: its slug, its draft and the revision that guards concurrent edits.';

create table public.post_versions (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.posts (id),
  version integer not null,
  slug text not null,
  title text not null,
  summary text not null,
  body text not null,
  tags text[] not null default '{}',
  cover_image_url public.http_url,
  author_id uuid not null,
  author_name text not null,
  -- When the post goes public: the first build at or after it publishes it ('Scheduled' until then).
  publish_at timestamptz not null,
  published_by uuid,
  published_at timestamptz not null default now(),
  restored_from integer,
  marketing_rule_answers public.marketing_rule_answers not null default '{}'::jsonb,
  approval_requested_by uuid,
  approved_by uuid,
  constraint post_versions_post_version_key unique (post_id, version),
  constraint post_versions_slug_check check (slug ~ '^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$'),
  constraint post_versions_title_check check (title ~ '\S' and char_length(title) <= 200),
  constraint post_versions_summary_check check (summary ~ '\S' and char_length(summary) <= 300),
  constraint post_versions_body_check check (body ~ '\S' and char_length(body) <= 50000),
  constraint post_versions_tags_check check (cardinality(tags) <= 10),
  constraint post_versions_author_name_check check (author_name ~ '\S' and char_length(author_name) <= 100),
  constraint post_versions_approval_check check (
    (approval_requested_by is null and approved_by is null)
    or (approval_requested_by is not null and approved_by is not null
        and approved_by <> approval_requested_by)
  )
);

comment on table public.post_versions is
  'Every published version of every Market Insights post, with the Marketing Rule answers given for it.';

create index post_versions_published_by_idx on public.post_versions (published_by);

create table public.post_withdrawals (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.posts (id),
  -- The version taken off the site: a newer version publishes the post again.
  version integer not null,
  withdrawn_by uuid,
  withdrawn_at timestamptz not null default now(),
  constraint post_withdrawals_version_fkey
    foreign key (post_id, version) references public.post_versions (post_id, version)
);

comment on table public.post_withdrawals is
  'Each withdrawal of a published post from the site: its URL answers 410 until a new version.';

create index post_withdrawals_post_idx on public.post_withdrawals (post_id, version);

create trigger post_versions_history
  after insert or update or delete on public.post_versions
  for each row execute function private.record_content_change();
create trigger post_versions_kept
  before update or delete or truncate on public.post_versions
  for each statement execute function private.refuse_rewrite('A published version is kept for the record; publish a new one.');

create trigger post_withdrawals_history
  after insert or update or delete on public.post_withdrawals
  for each row execute function private.record_content_change();
create trigger post_withdrawals_kept
  before update or delete or truncate on public.post_withdrawals
  for each statement execute function private.refuse_rewrite('A withdrawal is kept for the record; publish a new version.');

-- A change to a post's row raises its revision and names who made it and when.
create function private.prepare_post_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'a post keeps its id' using errcode = '42501';
  end if;
  new.revision := old.revision + 1;
  new.changed_by := auth.uid();
  new.changed_at := clock_timestamp();
  return new;
end;
$$;

revoke all on function private.prepare_post_change() from public;

create trigger posts_prepare_change
  before update on public.posts
  for each row execute function private.prepare_post_change();

create trigger posts_kept
  before truncate on public.posts
  for each statement execute function private.refuse_rewrite('Withdraw a post instead.');

-- The editor's changes to a post, as for a page: 'create' (a new post from its first draft),
-- 'save', 'discard' (a post never published goes with its draft), 'restore', 'request', 'return',
-- 'publish' (an approval when the policy is on) and 'withdraw'. Answers the post's id, its new
-- revision, and for a publication the new version.
create function intake.change_post(
  _action text,
  _post_id uuid,
  _revision bigint,
  _content jsonb default null,
  _version integer default null,
  _answers jsonb default null,
  _comment text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.posts;
  restored public.post_versions;
  published integer;
  newest integer;
  approvals boolean;
  violation text;
  author_name text;
  draft jsonb;
begin
  if not (public.has_role(auth.uid(), 'admin') and auth.jwt() ->> 'aal' = 'aal2') then
    raise exception 'Only an admin signed in with two-step verification changes the insights'
      using errcode = '42501';
  end if;
  if _action in ('create', 'save') then
    violation := private.post_content_violation(_content);
    if violation is not null then
      raise exception 'The post cannot be saved: %', violation using errcode = '23514';
    end if;
  end if;

  if _action = 'create' then
    -- A duplicate slug is refused by posts_slug_key (23505).
    insert into public.posts (slug, draft, draft_answers, created_by, changed_by)
    values (_content ->> 'slug', _content, coalesce(_answers, '{}'::jsonb), auth.uid(), auth.uid())
    returning * into post;
    return jsonb_build_object('id', post.id, 'revision', post.revision, 'version', null);
  end if;

  select * into post from public.posts p where p.id = _post_id for update;
  if not found then
    raise exception 'There is no post %', _post_id using errcode = 'PT404';
  end if;
  if post.revision is distinct from _revision then
    raise exception 'The post was changed since you opened it'
      using errcode = 'PT409',
            detail = jsonb_build_object(
              'revision', post.revision, 'changed_by', post.changed_by, 'changed_at', post.changed_at
            )::text;
  end if;
  select pp.require_approval into approvals from public.publishing_policy pp where pp.id = 1 for share;
  select max(v.version) into newest from public.post_versions v where v.post_id = post.id;

  case _action
    when 'save' then
      if newest is not null and (_content ->> 'slug') is distinct from post.slug then
        raise exception 'A published post keeps its address: its slug stays %', post.slug
          using errcode = '22023';
      end if;
      update public.posts p
         set slug = _content ->> 'slug',
             draft = _content,
             draft_answers = coalesce(_answers, '{}'::jsonb),
             draft_base_version = coalesce(post.draft_base_version, newest),
             approval_requested_by = null, approval_requested_at = null
       where p.id = post.id;
    when 'discard' then
      if newest is null then
        delete from public.posts p where p.id = post.id;
        return jsonb_build_object('id', post.id, 'revision', null, 'version', null);
      end if;
      update public.posts p
         set draft = null, draft_answers = '{}'::jsonb, draft_base_version = null,
             draft_restored_from = null,
             approval_requested_by = null, approval_requested_at = null,
             approval_returned_by = null, approval_returned_at = null, approval_returned_comment = null
       where p.id = post.id;
    when 'restore' then
      select * into restored from public.post_versions v
       where v.post_id = post.id and v.version = _version;
      if not found then
        raise exception 'The post has no version %', _version using errcode = 'PT404';
      end if;
      update public.posts p
         set draft = jsonb_build_object(
               'slug', restored.slug, 'title', restored.title, 'summary', restored.summary,
               'body', restored.body, 'tags', to_jsonb(restored.tags),
               'cover_image_url', restored.cover_image_url, 'author_id', restored.author_id,
               'publish_at', to_jsonb(restored.publish_at)
             ),
             draft_answers = restored.marketing_rule_answers,
             draft_base_version = newest,
             draft_restored_from = _version,
             approval_requested_by = null, approval_requested_at = null
       where p.id = post.id;
    when 'request' then
      if not approvals then
        raise exception 'Approvals are off: publish the post yourself' using errcode = '22023';
      end if;
      if post.draft is null then
        raise exception 'Save a draft of the post before you ask for its approval' using errcode = '22023';
      end if;
      if post.approval_requested_by is not null then
        raise exception 'This draft is already waiting for approval' using errcode = '22023';
      end if;
      update public.posts p
         set approval_requested_by = auth.uid(), approval_requested_at = clock_timestamp(),
             approval_returned_by = null, approval_returned_at = null, approval_returned_comment = null
       where p.id = post.id;
    when 'return' then
      if post.approval_requested_by is null then
        raise exception 'This draft is not waiting for approval' using errcode = '22023';
      end if;
      if post.approval_requested_by = auth.uid() then
        raise exception 'You asked for this approval: another admin returns or approves it'
          using errcode = '42501';
      end if;
      if _comment is null or _comment !~ '\S' or char_length(_comment) > 2000 then
        raise exception 'Say why you return the draft (up to 2000 characters)' using errcode = '22023';
      end if;
      update public.posts p
         set approval_requested_by = null, approval_requested_at = null,
             approval_returned_by = auth.uid(), approval_returned_at = clock_timestamp(),
             approval_returned_comment = _comment
       where p.id = post.id;
    when 'publish' then
      draft := post.draft;
      if draft is null then
        raise exception 'The post has no draft to publish' using errcode = '22023';
      end if;
      if approvals and post.approval_requested_by is null then
        raise exception 'Publishing needs another admin''s approval: ask for it first'
          using errcode = '42501';
      end if;
      if approvals and post.approval_requested_by = auth.uid() then
        raise exception 'You asked for this approval: another admin must approve it'
          using errcode = '42501';
      end if;
      violation := private.post_content_violation(draft);
      if violation is not null then
        raise exception 'The post cannot be published: %', violation using errcode = '23514';
      end if;
      select ap.full_name into author_name
        from public.admin_profiles ap
       where ap.user_id = (draft ->> 'author_id')::uuid
         and public.has_role(ap.user_id, 'admin');
      if author_name is null then
        raise exception 'The author is an admin with a name (Account settings)' using errcode = '23514';
      end if;
      insert into public.post_versions (
        post_id, version, slug, title, summary, body, tags, cover_image_url, author_id,
        author_name, publish_at, published_by, published_at, restored_from, marketing_rule_answers,
        approval_requested_by, approved_by
      )
      values (
        post.id, coalesce(newest, 0) + 1, post.slug, draft ->> 'title', draft ->> 'summary',
        draft ->> 'body',
        array(select jsonb_array_elements_text(draft -> 'tags')),
        draft ->> 'cover_image_url', (draft ->> 'author_id')::uuid, author_name,
        (draft ->> 'publish_at')::timestamptz, auth.uid(), clock_timestamp(),
        post.draft_restored_from, coalesce(_answers, post.draft_answers),
        case when approvals then post.approval_requested_by end,
        case when approvals then auth.uid() end
      )
      returning version into published;
      update public.posts p
         set draft = null, draft_answers = '{}'::jsonb, draft_base_version = null,
             draft_restored_from = null,
             approval_requested_by = null, approval_requested_at = null,
             approval_returned_by = null, approval_returned_at = null, approval_returned_comment = null
       where p.id = post.id;
    when 'withdraw' then
      if newest is null then
        raise exception 'The post was never published' using errcode = '22023';
      end if;
      if exists (
        select 1 from public.post_withdrawals w where w.post_id = post.id and w.version = newest
      ) then
        raise exception 'The post is withdrawn already' using errcode = '22023';
      end if;
      insert into public.post_withdrawals (post_id, version, withdrawn_by, withdrawn_at)
      values (post.id, newest, auth.uid(), clock_timestamp());
      -- The row changes too, so an editor open on the post sees it.
      update public.posts p set draft = p.draft where p.id = post.id;
    else
      raise exception 'Unknown change %', _action using errcode = '22023';
  end case;

  select p.revision into post.revision from public.posts p where p.id = post.id;
  return jsonb_build_object('id', post.id, 'revision', post.revision, 'version', published);
end;
$$;

revoke all on function intake.change_post(text, uuid, bigint, jsonb, integer, jsonb, text) from public, anon, service_role;
grant execute on function intake.change_post(text, uuid, bigint, jsonb, integer, jsonb, text) to authenticated;

-- The calls the editor makes (security invoker: each is checked by the function above).
create function public.create_post(content jsonb, answers jsonb default '{}'::jsonb)
returns jsonb language sql security invoker set search_path = ''
as $$ select intake.change_post('create', null, null, content, null, answers) $$;

create function public.save_post_draft(post_id uuid, content jsonb, revision bigint, answers jsonb default '{}'::jsonb)
returns jsonb language sql security invoker set search_path = ''
as $$ select intake.change_post('save', post_id, revision, content, null, answers) $$;

create function public.discard_post_draft(post_id uuid, revision bigint)
returns jsonb language sql security invoker set search_path = ''
as $$ select intake.change_post('discard', post_id, revision) $$;

create function public.restore_post_version(post_id uuid, version integer, revision bigint)
returns jsonb language sql security invoker set search_path = ''
as $$ select intake.change_post('restore', post_id, revision, null, version) $$;

create function public.publish_post(post_id uuid, revision bigint, answers jsonb default null)
returns jsonb language sql security invoker set search_path = ''
as $$ select intake.change_post('publish', post_id, revision, null, null, answers) $$;

create function public.request_post_approval(post_id uuid, revision bigint)
returns jsonb language sql security invoker set search_path = ''
as $$ select intake.change_post('request', post_id, revision) $$;

create function public.return_post_draft(post_id uuid, revision bigint, comment text)
returns jsonb language sql security invoker set search_path = ''
as $$ select intake.change_post('return', post_id, revision, null, null, null, comment) $$;

create function public.withdraw_post(post_id uuid, revision bigint)
returns jsonb language sql security invoker set search_path = ''
as $$ select intake.change_post('withdraw', post_id, revision) $$;

revoke all on function public.create_post(jsonb, jsonb) from public, anon, service_role;
revoke all on function public.save_post_draft(uuid, jsonb, bigint, jsonb) from public, anon, service_role;
revoke all on function public.discard_post_draft(uuid, bigint) from public, anon, service_role;
revoke all on function public.restore_post_version(uuid, integer, bigint) from public, anon, service_role;
revoke all on function public.publish_post(uuid, bigint, jsonb) from public, anon, service_role;
revoke all on function public.request_post_approval(uuid, bigint) from public, anon, service_role;
revoke all on function public.return_post_draft(uuid, bigint, text) from public, anon, service_role;
revoke all on function public.withdraw_post(uuid, bigint) from public, anon, service_role;
grant execute on function public.create_post(jsonb, jsonb) to authenticated;
grant execute on function public.save_post_draft(uuid, jsonb, bigint, jsonb) to authenticated;
grant execute on function public.discard_post_draft(uuid, bigint) to authenticated;
grant execute on function public.restore_post_version(uuid, integer, bigint) to authenticated;
grant execute on function public.publish_post(uuid, bigint, jsonb) to authenticated;
grant execute on function public.request_post_approval(uuid, bigint) to authenticated;
grant execute on function public.return_post_draft(uuid, bigint, text) to authenticated;
grant execute on function public.withdraw_post(uuid, bigint) to authenticated;

alter table public.posts enable row level security;
alter table public.post_versions enable row level security;
alter table public.post_withdrawals enable row level security;

revoke all on table public.posts from public, anon, authenticated, service_role;
revoke all on table public.post_versions from public, anon, authenticated, service_role;
revoke all on table public.post_withdrawals from public, anon, authenticated, service_role;
-- Admins read; they change posts only through the calls above. The service role (the build) reads.
grant select on table public.posts to authenticated, service_role;
grant select on table public.post_versions to authenticated, service_role;
grant select on table public.post_withdrawals to authenticated, service_role;

create policy "Admins read the posts"
  on public.posts for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "posts: admins need two-step verification"
  on public.posts as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

create policy "Admins read the posts' versions"
  on public.post_versions for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "post_versions: admins need two-step verification"
  on public.post_versions as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

create policy "Admins read the withdrawals"
  on public.post_withdrawals for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "post_withdrawals: admins need two-step verification"
  on public.post_withdrawals as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- A publication or a withdrawal of a post asks for a build, as a page's does.
create or replace function private.request_site_build()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.table_name in (
    'page_versions', 'site_settings', 'recommended_resources', 'legal_documents',
    'post_versions', 'post_withdrawals'
  ) then
    perform private.post_site_build_hook(
      pg_catalog.jsonb_build_object('content_through', new.id, 'table', new.table_name)
    );
  end if;
  return null;
end;
$$;

-- The published snapshot, with the posts whose time has come (the newest version of each post
-- with publish_at at or before the read; the newest first) and the slugs of the withdrawn ones.
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

-- Visit counting counts the Insights pages like the others: a post's first publication adds its
-- address, /insights and the list's pages it needs to private.counted_paths (the pages counted).
create function private.count_post_paths()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  posts integer;
begin
  select count(distinct v.post_id) into posts from public.post_versions v;
  insert into private.counted_paths (path)
  select p from (
    select '/insights' as p
    union all select '/insights/' || new.slug
    union all select '/insights/page/' || n from generate_series(2, ceil(posts / 10.0)::integer) n
  ) paths
  on conflict (path) do nothing;
  return null;
end;
$$;

revoke all on function private.count_post_paths() from public;

create trigger post_versions_counted
  after insert on public.post_versions
  for each row execute function private.count_post_paths();
