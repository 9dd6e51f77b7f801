-- Settings → Compliance: 'Require another admin's approval before publishing' (off by default, for
-- a one-adviser firm). When it is on, an admin does not publish a page: they request approval of
-- its saved draft, and another admin at aal2 either approves it (publishes exactly what was
-- requested) or returns it with a comment. An admin never approves their own request: the page
-- calls refuse it, and so does page_versions' check on who requested and who approved, whoever
-- writes the row.
--
-- The policy is one row (public.publishing_policy), read by admins and changed by an admin at aal2,
-- each change entered in the content history like the other controls. The request lives on the
-- page's row (site_pages.approval_*): any change to the draft (a save, a discard, a restore)
-- withdraws it, so a pending request always names the draft as it is. The version an approval
-- publishes names who requested it and who approved it (page_versions.approval_requested_by,
-- approved_by), kept with the version in the content history.
--
-- The secret key (the operator's scripts) may still publish with an insert, as before: it is no
-- admin, and a version it inserts names no requester or approver.

create table public.publishing_policy (
  id smallint primary key default 1,
  require_approval boolean not null default false,
  constraint publishing_policy_single_row_check check (id = 1)
);

comment on table public.publishing_policy is
  'Whether publishing a page needs another admin''s approval (one row).';

create trigger publishing_policy_history
  after insert or update or delete on public.publishing_policy
  for each row execute function private.record_content_change();

create trigger publishing_policy_kept
  before delete or truncate on public.publishing_policy
  for each statement execute function private.refuse_rewrite('Turn approvals off instead.');

-- Its one row, entered in the content history by the trigger above (by nobody: the migration).
insert into public.publishing_policy (require_approval) values (false);

alter table public.publishing_policy enable row level security;

revoke all on table public.publishing_policy from public, anon, authenticated, service_role;
grant select on table public.publishing_policy to authenticated, service_role;
grant update (require_approval) on table public.publishing_policy to authenticated;

create policy "Admins read the publishing policy"
  on public.publishing_policy for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins change the publishing policy"
  on public.publishing_policy for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "publishing_policy: admins need two-step verification"
  on public.publishing_policy as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- A page's pending request (who asked, when) and the last return (who returned it, when, and why).
alter table public.site_pages
  add column approval_requested_by uuid,
  add column approval_requested_at timestamptz,
  add column approval_returned_by uuid,
  add column approval_returned_at timestamptz,
  add column approval_returned_comment text,
  add constraint site_pages_approval_request_check check (
    (approval_requested_by is null) = (approval_requested_at is null)
    and (approval_requested_by is null or draft is not null)
  ),
  add constraint site_pages_approval_return_check check (
    (approval_returned_by is null) = (approval_returned_at is null)
    and (approval_returned_by is null) = (approval_returned_comment is null)
    and (approval_returned_comment is null
         or (approval_returned_comment ~ '\S' and char_length(approval_returned_comment) <= 2000))
  );

comment on column public.site_pages.approval_requested_by is
  'The admin who asked another admin to approve the draft (pending while set).';
comment on column public.site_pages.approval_returned_comment is
  'Why another admin returned the draft instead of approving it.';

-- Who asked for the version's approval and who gave it; both null when approvals were off. The
-- check is the database's last word: nobody, the owner included, records an admin approving their
-- own request.
alter table public.page_versions
  add column approval_requested_by uuid,
  add column approved_by uuid,
  add constraint page_versions_approval_check check (
    (approval_requested_by is null and approved_by is null)
    or (approval_requested_by is not null and approved_by is not null
        and approved_by <> approval_requested_by)
  );

comment on column public.page_versions.approved_by is
  'The admin who approved the version (never its requester); null when approvals were off.';

-- The page calls, with three more: 'request' (approval of the saved draft), 'return' (with a
-- comment) and 'publish' as an approval when the policy is on. Errors a person reads: 42501 for
-- who may not, 22023 for what is not there to do.
drop function intake.change_site_page(text, text, bigint, jsonb, integer, jsonb);

create function intake.change_site_page(
  _action text,
  _page_key text,
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
  page public.site_pages;
  restored public.page_versions;
  published integer;
  approvals boolean;
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
  -- Read under a share lock: the policy does not change in the middle of a publication.
  select pp.require_approval into approvals from public.publishing_policy pp where pp.id = 1 for share;

  -- A change to the draft withdraws a pending request; a return's comment stays until the next
  -- request (or the draft's end), so the author reads it as they rework the draft.
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
             )),
             approval_requested_by = null, approval_requested_at = null
       where p.page_key = page.page_key;
    when 'discard' then
      update public.site_pages p
         set draft = null, draft_answers = '{}'::jsonb, draft_base_version = null,
             draft_restored_from = null,
             approval_requested_by = null, approval_requested_at = null,
             approval_returned_by = null, approval_returned_at = null, approval_returned_comment = null
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
             draft_restored_from = _version,
             approval_requested_by = null, approval_requested_at = null
       where p.page_key = page.page_key;
    when 'request' then
      if not approvals then
        raise exception 'Approvals are off: publish the page yourself' using errcode = '22023';
      end if;
      if page.draft is null then
        raise exception 'Save a draft of the page before you ask for its approval' using errcode = '22023';
      end if;
      if page.approval_requested_by is not null then
        raise exception 'This draft is already waiting for approval' using errcode = '22023';
      end if;
      update public.site_pages p
         set approval_requested_by = auth.uid(), approval_requested_at = clock_timestamp(),
             approval_returned_by = null, approval_returned_at = null, approval_returned_comment = null
       where p.page_key = page.page_key;
    when 'return' then
      if page.approval_requested_by is null then
        raise exception 'This draft is not waiting for approval' using errcode = '22023';
      end if;
      if page.approval_requested_by = auth.uid() then
        raise exception 'You asked for this approval: another admin returns or approves it'
          using errcode = '42501';
      end if;
      if _comment is null or _comment !~ '\S' or char_length(_comment) > 2000 then
        raise exception 'Say why you return the draft (up to 2000 characters)' using errcode = '22023';
      end if;
      update public.site_pages p
         set approval_requested_by = null, approval_requested_at = null,
             approval_returned_by = auth.uid(), approval_returned_at = clock_timestamp(),
             approval_returned_comment = _comment
       where p.page_key = page.page_key;
    when 'publish' then
      if page.draft is null then
        raise exception 'The page % has no draft to publish', page.page_key using errcode = '22023';
      end if;
      if approvals and page.approval_requested_by is null then
        raise exception 'Publishing needs another admin''s approval: ask for it first'
          using errcode = '42501';
      end if;
      if approvals and page.approval_requested_by = auth.uid() then
        raise exception 'You asked for this approval: another admin must approve it'
          using errcode = '42501';
      end if;
      -- Refused (23514) when the draft does not match the page's schema; nothing changes then.
      -- Refused (23514) too when an answer is not text of 20 to 2000 characters.
      insert into public.page_versions (
        page_key, content, restored_from, marketing_rule_answers, approval_requested_by, approved_by
      )
      values (
        page.page_key, page.draft, page.draft_restored_from, coalesce(_answers, page.draft_answers),
        case when approvals then page.approval_requested_by end,
        case when approvals then auth.uid() end
      )
      returning version into published;
      update public.site_pages p
         set draft = null, draft_answers = '{}'::jsonb, draft_base_version = null,
             draft_restored_from = null,
             approval_requested_by = null, approval_requested_at = null,
             approval_returned_by = null, approval_returned_at = null, approval_returned_comment = null
       where p.page_key = page.page_key;
    else
      raise exception 'Unknown change %', _action using errcode = '22023';
  end case;

  select p.revision into page.revision from public.site_pages p where p.page_key = page.page_key;
  return jsonb_build_object('revision', page.revision, 'version', published);
end;
$$;

revoke all on function intake.change_site_page(text, text, bigint, jsonb, integer, jsonb, text) from public, anon, service_role;
grant execute on function intake.change_site_page(text, text, bigint, jsonb, integer, jsonb, text) to authenticated;

-- Asks another admin to approve the saved draft (the revision the caller read).
create function public.request_page_approval(page_key text, revision bigint)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('request', page_key, revision, null, null, null, null) $$;

-- Returns a draft waiting for approval to its author, with why.
create function public.return_page_draft(page_key text, revision bigint, comment text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('return', page_key, revision, null, null, null, comment) $$;

revoke all on function public.request_page_approval(text, bigint) from public, anon, service_role;
revoke all on function public.return_page_draft(text, bigint, text) from public, anon, service_role;
grant execute on function public.request_page_approval(text, bigint) to authenticated;
grant execute on function public.return_page_draft(text, bigint, text) to authenticated;
