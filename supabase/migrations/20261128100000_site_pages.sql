-- Every word the public site shows is content the adviser edits and publishes (the pages, the legal
-- pages, the not-found page and the layout around them), and the build renders the site from the
-- published versions: the site is a function of the published content. One row of public.site_pages
-- per page holds its draft; public.page_versions keeps every published version, entered in the
-- content history like every other change the public sees. A page's content has one schema, zod's
-- (src/features/site-content/schemas/), of which private.page_content_schemas holds the JSON Schema
-- (z.toJSONSchema): the database refuses a version that does not match it, whoever writes it, the
-- secret key and the owner included. supabase/tests/site-pages.test.ts checks the stored schemas
-- against the zod ones.

create table private.page_content_schemas (
  page_key text primary key,
  schema jsonb not null,
  constraint page_content_schemas_page_key_check check (page_key ~ '^[a-z][a-z-]{1,30}$'),
  constraint page_content_schemas_schema_check check (jsonb_typeof(schema) = 'object')
);

revoke all on table private.page_content_schemas from public, anon, authenticated, service_role;

-- Each page: its draft (unpublished changes, null when there are none) and a revision that every
-- change to the row raises, so an editor that loaded revision n saves only over revision n: the
-- second of two admins editing one page is refused with who changed it and when, never overwritten.
create table public.site_pages (
  page_key text primary key references private.page_content_schemas (page_key),
  revision bigint not null default 1,
  draft jsonb,
  -- The published version the draft was begun from, and the one it restores, if it came from one.
  draft_base_version integer,
  draft_restored_from integer,
  -- Who changed the row last (a save, a discard, a publication, a restore) and when.
  changed_by uuid,
  changed_at timestamptz not null default now(),
  constraint site_pages_draft_check check (
    draft is null or (jsonb_typeof(draft) = 'object' and octet_length(draft::text) <= 262144)
  ),
  constraint site_pages_draft_base_check check ((draft is null) = (draft_base_version is null))
);

comment on table public.site_pages is
  'One row per page of the public site: its draft and the revision that guards concurrent edits.';

-- Every published version of every page, kept for the record: nobody, the service role and the owner
-- included, changes or deletes one.
create table public.page_versions (
  id bigint generated always as identity primary key,
  page_key text not null references public.site_pages (page_key),
  -- 1, 2, 3, ... per page, set by the database.
  version integer not null,
  content jsonb not null,
  -- auth.uid() of the publisher; null for the migration that shipped the first version.
  published_by uuid,
  published_at timestamptz not null default now(),
  -- The version a restore made the draft of, when this one came from a restore.
  restored_from integer,
  constraint page_versions_page_version_key unique (page_key, version),
  constraint page_versions_content_size_check check (octet_length(content::text) <= 262144)
);

comment on table public.page_versions is
  'Every published version of every page of the public site, validated against its schema.';

create index page_versions_published_by_idx on public.page_versions (published_by);

-- Numbers the version, stamps who and when (no API role may choose them), and refuses content that
-- does not match the page's schema. Security definer: the schemas live where the API roles cannot
-- read.
create function private.prepare_page_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  page_schema jsonb;
  violation text;
begin
  -- Before anything it could tell a caller (the schema's verdict, which versions exist): only the
  -- page calls (an admin at aal2, through intake.change_site_page), the service role and the owner
  -- (no token: a migration) insert versions; anyone else is refused as the grants would refuse them.
  if auth.role() is distinct from 'service_role' and auth.uid() is not null
     and not (public.has_role(auth.uid(), 'admin') and auth.jwt() ->> 'aal' = 'aal2') then
    raise exception 'permission denied for table page_versions' using errcode = '42501';
  end if;
  -- The page's row, locked (two publications of one page queue for their numbers) and changed, so
  -- its revision rises: an editor that read the page before this version saves over it no more.
  update public.site_pages p set draft = p.draft where p.page_key = new.page_key;
  select s.schema into page_schema
    from private.page_content_schemas s where s.page_key = new.page_key;
  if page_schema is null then
    raise exception 'there is no page %', new.page_key using errcode = '23503';
  end if;
  violation := private.json_schema_violation(new.content, page_schema);
  if violation is not null then
    raise exception 'The content of the page % does not match its schema: %', new.page_key, violation
      using errcode = '23514';
  end if;
  select coalesce(max(v.version), 0) + 1 into new.version
    from public.page_versions v where v.page_key = new.page_key;
  new.published_by := auth.uid();
  new.published_at := clock_timestamp();
  if new.restored_from is not null and not exists (
    select 1 from public.page_versions v
    where v.page_key = new.page_key and v.version = new.restored_from
  ) then
    raise exception 'the page % has no version %', new.page_key, new.restored_from using errcode = '23503';
  end if;
  return new;
end;
$$;

revoke all on function private.prepare_page_version() from public;

create trigger page_versions_prepare
  before insert on public.page_versions
  for each row execute function private.prepare_page_version();

create trigger page_versions_history
  after insert or update or delete on public.page_versions
  for each row execute function private.record_content_change();

create trigger page_versions_kept
  before update or delete or truncate on public.page_versions
  for each statement execute function private.refuse_rewrite('A published version is kept for the record; publish a new one.');

-- A change to a page's row raises its revision by one and names who made it and when; the row's key
-- stays. So a change that names the revision it read (the calls below) changes the row only if
-- nobody did in between.
create function private.prepare_site_page_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.page_key is distinct from old.page_key then
    raise exception 'a page keeps its key' using errcode = '42501';
  end if;
  new.revision := old.revision + 1;
  new.changed_by := auth.uid();
  new.changed_at := clock_timestamp();
  return new;
end;
$$;

revoke all on function private.prepare_site_page_change() from public;

create trigger site_pages_prepare_change
  before update on public.site_pages
  for each row execute function private.prepare_site_page_change();

create trigger site_pages_kept
  before delete or truncate on public.site_pages
  for each statement execute function private.refuse_rewrite('A page of the site is kept; publish a new version of it.');

-- The editor's four changes to a page, each over the revision it read: a change over another
-- revision is refused with PT409 (HTTP 409) naming who changed the page and when, so no edit is
-- lost silently. Security definer (it writes where the API roles have no grant), in the schema the
-- API does not expose, behind the public calls below; it checks the caller itself: an admin signed
-- in with two-step verification, else 42501. Answers the page's new revision, and for a
-- publication the new version too.
create function intake.change_site_page(
  _action text,
  _page_key text,
  _revision bigint,
  _content jsonb default null,
  _version integer default null
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
      insert into public.page_versions (page_key, content, restored_from)
      values (page.page_key, page.draft, page.draft_restored_from)
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

revoke all on function intake.change_site_page(text, text, bigint, jsonb, integer) from public;
grant execute on function intake.change_site_page(text, text, bigint, jsonb, integer) to authenticated;

-- The calls the editor makes (security invoker: each is the caller's, checked by the function above).
create function public.save_page_draft(page_key text, content jsonb, revision bigint)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('save', page_key, revision, content) $$;

create function public.discard_page_draft(page_key text, revision bigint)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('discard', page_key, revision) $$;

create function public.restore_page_version(page_key text, version integer, revision bigint)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('restore', page_key, revision, null, version) $$;

create function public.publish_page(page_key text, revision bigint)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select intake.change_site_page('publish', page_key, revision) $$;

revoke all on function public.save_page_draft(text, jsonb, bigint) from public, anon, service_role;
revoke all on function public.discard_page_draft(text, bigint) from public, anon, service_role;
revoke all on function public.restore_page_version(text, integer, bigint) from public, anon, service_role;
revoke all on function public.publish_page(text, bigint) from public, anon, service_role;
grant execute on function public.save_page_draft(text, jsonb, bigint) to authenticated;
grant execute on function public.discard_page_draft(text, bigint) to authenticated;
grant execute on function public.restore_page_version(text, integer, bigint) to authenticated;
grant execute on function public.publish_page(text, bigint) to authenticated;

alter table public.site_pages enable row level security;
alter table public.page_versions enable row level security;

revoke all on table public.site_pages from public, anon, authenticated, service_role;
revoke all on table public.page_versions from public, anon, authenticated, service_role;
-- Admins read; they change pages only through the calls above. The service role (scripts) reads
-- and publishes with an insert, which the version trigger numbers, checks and counts as a change.
grant select on table public.site_pages to authenticated, service_role;
grant select on table public.page_versions to authenticated;
grant select, insert (page_key, content, restored_from) on table public.page_versions to service_role;

create policy "Admins read the pages"
  on public.site_pages for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "site_pages: admins need two-step verification"
  on public.site_pages as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

create policy "Admins read the published versions"
  on public.page_versions for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "page_versions: admins need two-step verification"
  on public.page_versions as restrictive for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')))
  with check (((select auth.jwt()) ->> 'aal') = 'aal2' or not (select public.has_role((select auth.uid()), 'admin')));

-- The schemas, from zod (z.toJSONSchema), and the first published version of every page: the copy
-- the site shipped with, published by nobody (the migration).
insert into private.page_content_schemas (page_key, schema) values
  ('home', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "hero": {
      "type": "object",
      "properties": {
        "eyebrow": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text",
          "title": "Main heading"
        },
        "text": {
          "type": "string",
          "maxLength": 400,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "secondaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "tagline": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "highlightsLabel": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text",
          "title": "Highlights heading"
        },
        "highlights": {
          "minItems": 3,
          "maxItems": 3,
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "id": {
                "type": "string",
                "enum": [
                  "fiduciary",
                  "fee",
                  "reviews"
                ]
              },
              "title": {
                "type": "string",
                "maxLength": 80,
                "pattern": "\\S",
                "kind": "text"
              },
              "text": {
                "type": "string",
                "maxLength": 300,
                "allOf": [
                  {
                    "pattern": "\\S"
                  },
                  {
                    "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
                  }
                ],
                "kind": "paragraph"
              }
            },
            "required": [
              "id",
              "title",
              "text"
            ],
            "additionalProperties": false
          }
        },
        "location": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        }
      },
      "required": [
        "eyebrow",
        "heading",
        "text",
        "primaryAction",
        "secondaryAction",
        "tagline",
        "highlightsLabel",
        "highlights",
        "location"
      ],
      "additionalProperties": false
    },
    "services": {
      "type": "object",
      "properties": {
        "eyebrow": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "lead": {
          "type": "string",
          "maxLength": 400,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "learnMore": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 40,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false,
          "title": "Each card's button",
          "help": "Opens in a new tab; the services themselves are edited on the Services page"
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "eyebrow",
        "heading",
        "lead",
        "learnMore",
        "action"
      ],
      "additionalProperties": false
    },
    "process": {
      "type": "object",
      "properties": {
        "eyebrow": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "lead": {
          "type": "string",
          "maxLength": 400,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph",
          "help": "The steps themselves are edited on the Process page"
        }
      },
      "required": [
        "eyebrow",
        "heading",
        "lead"
      ],
      "additionalProperties": false
    },
    "fees": {
      "type": "object",
      "properties": {
        "eyebrow": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "lead": {
          "type": "string",
          "maxLength": 600,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "figures": {
          "minItems": 1,
          "maxItems": 4,
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "value": {
                "type": "string",
                "maxLength": 30,
                "pattern": "\\S",
                "kind": "text"
              },
              "label": {
                "type": "string",
                "maxLength": 120,
                "pattern": "\\S",
                "kind": "text"
              }
            },
            "required": [
              "value",
              "label"
            ],
            "additionalProperties": false
          }
        },
        "basis": {
          "type": "string",
          "maxLength": 600,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "performanceNote": {
          "type": "string",
          "maxLength": 800,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "disclosureAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false,
          "title": "Disclosure button",
          "help": "Opens in a new tab"
        },
        "feesAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "eyebrow",
        "heading",
        "lead",
        "figures",
        "basis",
        "performanceNote",
        "disclosureAction",
        "feesAction"
      ],
      "additionalProperties": false
    },
    "cta": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "text": {
          "type": "string",
          "maxLength": 300,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false,
          "help": "Opens in a new tab"
        }
      },
      "required": [
        "heading",
        "text",
        "action"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "hero",
    "services",
    "process",
    "fees",
    "cta"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('about', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "founderHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "bio": {
      "minItems": 1,
      "maxItems": 8,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 1500,
        "allOf": [
          {
            "pattern": "\\S"
          },
          {
            "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
          }
        ],
        "kind": "paragraph"
      },
      "title": "Biography paragraphs"
    },
    "qualificationsLabel": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "qualifications": {
      "minItems": 0,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 40,
        "pattern": "\\S",
        "kind": "text"
      }
    },
    "credentialsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "credentials": {
      "minItems": 4,
      "maxItems": 4,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "degree",
              "licence",
              "fiduciary",
              "location"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S",
            "kind": "text"
          },
          "text": {
            "type": "string",
            "maxLength": 300,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          }
        },
        "required": [
          "id",
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "principlesHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "principlesLead": {
      "type": "string",
      "maxLength": 300,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "principles": {
      "minItems": 3,
      "maxItems": 3,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "fiduciary-first",
              "performance-aligned",
              "radical-transparency"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S",
            "kind": "text"
          },
          "text": {
            "type": "string",
            "maxLength": 400,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          }
        },
        "required": [
          "id",
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "cta": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "text": {
          "type": "string",
          "maxLength": 300,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "heading",
        "text",
        "action"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "founderHeading",
    "bio",
    "qualificationsLabel",
    "qualifications",
    "credentialsHeading",
    "credentials",
    "principlesHeading",
    "principlesLead",
    "principles",
    "cta"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('services', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "listHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "services": {
      "minItems": 2,
      "maxItems": 2,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "discretionary",
              "non-discretionary"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S",
            "kind": "text"
          },
          "description": {
            "type": "string",
            "maxLength": 500,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          },
          "features": {
            "minItems": 1,
            "maxItems": 8,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 160,
              "pattern": "\\S",
              "kind": "text"
            }
          }
        },
        "required": [
          "id",
          "title",
          "description",
          "features"
        ],
        "additionalProperties": false
      },
      "help": "Also shown on the home page"
    },
    "learnMore": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Each service's button"
    },
    "includedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "included": {
      "minItems": 3,
      "maxItems": 3,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "fiduciary",
              "fee",
              "reviews"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S",
            "kind": "text"
          },
          "text": {
            "type": "string",
            "maxLength": 300,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          }
        },
        "required": [
          "id",
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "cta": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "text": {
          "type": "string",
          "maxLength": 400,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "secondaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "heading",
        "text",
        "primaryAction",
        "secondaryAction"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "listHeading",
    "services",
    "learnMore",
    "includedHeading",
    "included",
    "cta"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('contact', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "channelsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "phoneLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text"
    },
    "phoneNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "emailLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text"
    },
    "emailNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "locationLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text"
    },
    "locationNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "response": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "text": {
          "type": "string",
          "maxLength": 400,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        }
      },
      "required": [
        "heading",
        "text"
      ],
      "additionalProperties": false
    },
    "expectHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "expectations": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "title": {
            "type": "string",
            "maxLength": 120,
            "pattern": "\\S",
            "kind": "text"
          },
          "text": {
            "type": "string",
            "maxLength": 400,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          }
        },
        "required": [
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "formCrs": {
      "type": "object",
      "properties": {
        "text": {
          "type": "string",
          "maxLength": 400,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 80,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "text",
        "action"
      ],
      "additionalProperties": false
    },
    "schedule": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "text": {
          "type": "string",
          "maxLength": 300,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false,
          "help": "Opens in a new tab"
        }
      },
      "required": [
        "heading",
        "text",
        "action"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "channelsHeading",
    "phoneLabel",
    "phoneNote",
    "emailLabel",
    "emailNote",
    "locationLabel",
    "locationNote",
    "response",
    "expectHeading",
    "expectations",
    "formCrs",
    "schedule"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('fees', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 500,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "disclosureAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
          "kind": "link"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false,
      "title": "Disclosure button",
      "help": "Opens in a new tab"
    },
    "structureHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "assetFee": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "figure": {
          "type": "string",
          "maxLength": 20,
          "pattern": "\\S",
          "kind": "text"
        },
        "unit": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "points": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 200,
            "pattern": "\\S",
            "kind": "text"
          }
        },
        "footnote": {
          "type": "string",
          "maxLength": 500,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        }
      },
      "required": [
        "name",
        "figure",
        "unit",
        "points",
        "footnote"
      ],
      "additionalProperties": false
    },
    "performanceFee": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "figure": {
          "type": "string",
          "maxLength": 20,
          "pattern": "\\S",
          "kind": "text"
        },
        "unit": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "points": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 200,
            "pattern": "\\S",
            "kind": "text"
          }
        },
        "highWatermark": {
          "type": "string",
          "maxLength": 600,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        }
      },
      "required": [
        "name",
        "figure",
        "unit",
        "points",
        "highWatermark"
      ],
      "additionalProperties": false
    },
    "thirdPartyCosts": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "text": {
          "type": "string",
          "maxLength": 500,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        }
      },
      "required": [
        "name",
        "text"
      ],
      "additionalProperties": false
    },
    "qualifiedClient": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "intro": {
          "type": "string",
          "maxLength": 500,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "otherCategories": {
          "type": "string",
          "maxLength": 500,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "assetsTest": {
          "type": "string",
          "maxLength": 300,
          "pattern": "\\S",
          "kind": "text",
          "help": "The first test; {amount} is the dollar threshold"
        },
        "netWorthTest": {
          "type": "string",
          "maxLength": 300,
          "pattern": "\\S",
          "kind": "text",
          "help": "The second test; {amount} is the dollar threshold"
        },
        "citation": {
          "type": "string",
          "maxLength": 400,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph",
          "help": "{source} is the SEC order in force, {reviewed} the day the thresholds were last checked"
        },
        "rule": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "reviewed": {
          "type": "string",
          "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
          "kind": "date",
          "title": "Thresholds last checked on",
          "help": "The build warns a year after this day"
        },
        "thresholds": {
          "minItems": 1,
          "maxItems": 20,
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "assetsUnderManagement": {
                "type": "number",
                "minimum": 1,
                "maximum": 1000000000,
                "kind": "number",
                "title": "Assets under management (USD)"
              },
              "netWorth": {
                "type": "number",
                "minimum": 1,
                "maximum": 1000000000,
                "kind": "number",
                "title": "Net worth (USD)"
              },
              "effectiveFrom": {
                "type": "string",
                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                "kind": "date",
                "title": "In force for agreements from"
              },
              "source": {
                "type": "string",
                "maxLength": 200,
                "pattern": "\\S",
                "kind": "text",
                "title": "The SEC order"
              }
            },
            "required": [
              "assetsUnderManagement",
              "netWorth",
              "effectiveFrom",
              "source"
            ],
            "additionalProperties": false
          },
          "help": "Oldest first: the page shows those in force on the day it is read"
        }
      },
      "required": [
        "heading",
        "intro",
        "otherCategories",
        "assetsTest",
        "netWorthTest",
        "citation",
        "rule",
        "reviewed",
        "thresholds"
      ],
      "additionalProperties": false
    },
    "comparison": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "caption": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S",
          "kind": "text"
        },
        "columns": {
          "minItems": 4,
          "maxItems": 4,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 60,
            "pattern": "\\S",
            "kind": "text"
          }
        },
        "balances": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "number",
            "minimum": 1,
            "maximum": 1000000000,
            "kind": "number",
            "title": "Account size (USD)"
          }
        },
        "rates": {
          "minItems": 3,
          "maxItems": 3,
          "type": "array",
          "items": {
            "type": "number",
            "minimum": 0,
            "maximum": 100,
            "kind": "number",
            "title": "Rate (% a year)"
          },
          "help": "Our rate first, then the two typical rates, as the table's columns"
        },
        "note": {
          "type": "string",
          "maxLength": 400,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        }
      },
      "required": [
        "heading",
        "caption",
        "columns",
        "balances",
        "rates",
        "note"
      ],
      "additionalProperties": false
    },
    "disclosure": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "text": {
          "type": "string",
          "maxLength": 500,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false,
          "help": "Opens in a new tab"
        },
        "crsAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "scheduleAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        }
      },
      "required": [
        "heading",
        "text",
        "primaryAction",
        "crsAction",
        "scheduleAction"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "disclosureAction",
    "structureHeading",
    "assetFee",
    "performanceFee",
    "thirdPartyCosts",
    "qualifiedClient",
    "comparison",
    "disclosure"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('process', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "stepsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "stepsLead": {
      "type": "string",
      "maxLength": 300,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "steps": {
      "minItems": 4,
      "maxItems": 4,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "discover",
              "design",
              "implement",
              "review"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 60,
            "pattern": "\\S",
            "kind": "text"
          },
          "description": {
            "type": "string",
            "maxLength": 400,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          },
          "details": {
            "minItems": 1,
            "maxItems": 6,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 100,
              "pattern": "\\S",
              "kind": "text"
            }
          }
        },
        "required": [
          "id",
          "title",
          "description",
          "details"
        ],
        "additionalProperties": false
      },
      "help": "Also shown on the home page"
    },
    "whyHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "whyLead": {
      "type": "string",
      "maxLength": 300,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "reasons": {
      "minItems": 4,
      "maxItems": 4,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "plan",
              "costs",
              "taxes",
              "reviews"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S",
            "kind": "text"
          },
          "text": {
            "type": "string",
            "maxLength": 400,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          }
        },
        "required": [
          "id",
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "scheduleLink": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
          "kind": "link"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    },
    "feesLink": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
          "kind": "link"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "stepsHeading",
    "stepsLead",
    "steps",
    "whyHeading",
    "whyLead",
    "reasons",
    "scheduleLink",
    "feesLink"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('schedule', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "calendarHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "widget": {
      "type": "object",
      "properties": {
        "loading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text",
          "title": "While the calendar loads"
        },
        "frameTitle": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text",
          "title": "The calendar's name for screen readers"
        },
        "unavailableHeading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text",
          "title": "When the calendar cannot load: heading"
        },
        "unavailableText": {
          "type": "string",
          "maxLength": 500,
          "pattern": "\\S",
          "kind": "text",
          "title": "When the calendar cannot load: text"
        },
        "call": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text",
          "title": "Before the phone number"
        },
        "email": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text",
          "title": "Before the email address"
        }
      },
      "required": [
        "loading",
        "frameTitle",
        "unavailableHeading",
        "unavailableText",
        "call",
        "email"
      ],
      "additionalProperties": false
    },
    "founderHeading": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S",
      "kind": "text"
    },
    "founderCredentials": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 100,
        "pattern": "\\S",
        "kind": "text"
      }
    },
    "expectHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "expectations": {
      "minItems": 1,
      "maxItems": 8,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 300,
        "pattern": "\\S",
        "kind": "text"
      }
    },
    "formatsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "formats": {
      "minItems": 3,
      "maxItems": 3,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "video",
              "phone",
              "in-person"
            ]
          },
          "name": {
            "type": "string",
            "maxLength": 40,
            "pattern": "\\S",
            "kind": "text"
          },
          "badge": {
            "type": "string",
            "maxLength": 30,
            "pattern": "\\S",
            "kind": "text"
          },
          "text": {
            "type": "string",
            "maxLength": 200,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          }
        },
        "required": [
          "id",
          "name",
          "badge",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "contactFirst": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "text": {
          "type": "string",
          "maxLength": 300,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        },
        "button": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        }
      },
      "required": [
        "heading",
        "text",
        "button"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "calendarHeading",
    "widget",
    "founderHeading",
    "founderCredentials",
    "expectHeading",
    "expectations",
    "formatsHeading",
    "formats",
    "contactFirst"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('free-review', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "duration": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text"
    },
    "includedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "includedLead": {
      "type": "string",
      "maxLength": 300,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "included": {
      "minItems": 3,
      "maxItems": 3,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "portfolio",
              "tax",
              "fees"
            ]
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S",
            "kind": "text"
          },
          "text": {
            "type": "string",
            "maxLength": 300,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          },
          "points": {
            "minItems": 1,
            "maxItems": 6,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 120,
              "pattern": "\\S",
              "kind": "text"
            }
          }
        },
        "required": [
          "id",
          "title",
          "text",
          "points"
        ],
        "additionalProperties": false
      }
    },
    "stepsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "steps": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S",
            "kind": "text"
          },
          "text": {
            "type": "string",
            "maxLength": 300,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          }
        },
        "required": [
          "title",
          "text"
        ],
        "additionalProperties": false
      }
    },
    "promise": {
      "type": "string",
      "maxLength": 300,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "action": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
          "kind": "link"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "duration",
    "includedHeading",
    "includedLead",
    "included",
    "stepsHeading",
    "steps",
    "promise",
    "action"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('resources', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "gridHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "curationNote": {
      "type": "string",
      "maxLength": 300,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "openLabel": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text",
      "title": "Each card's link"
    },
    "placeholders": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "category": {
            "type": "string",
            "maxLength": 40,
            "pattern": "\\S",
            "kind": "text"
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S",
            "kind": "text"
          },
          "description": {
            "type": "string",
            "maxLength": 300,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "paragraph"
          }
        },
        "required": [
          "category",
          "title",
          "description"
        ],
        "additionalProperties": false
      },
      "title": "Cards shown while no resource is public"
    },
    "placeholderNote": {
      "type": "string",
      "maxLength": 200,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "subscribe": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 100,
          "pattern": "\\S",
          "kind": "text"
        },
        "description": {
          "type": "string",
          "maxLength": 500,
          "pattern": "\\S",
          "kind": "text",
          "help": "Plain text"
        }
      },
      "required": [
        "heading",
        "description"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "gridHeading",
    "curationNote",
    "openLabel",
    "placeholders",
    "placeholderNote",
    "subscribe"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('privacy', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "lastUpdated": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Before the day of the published version"
    },
    "contentsHeading": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Heading of the list of sections"
    },
    "pdfVersion": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S",
      "kind": "text",
      "title": "The link to the PDF version, when one is uploaded"
    },
    "sections": {
      "minItems": 1,
      "maxItems": 30,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "heading": {
            "type": "string",
            "maxLength": 120,
            "pattern": "\\S",
            "kind": "text"
          },
          "body": {
            "type": "string",
            "maxLength": 10000,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "markdown",
            "help": "Paragraphs, lists, bold, italic and links"
          }
        },
        "required": [
          "heading",
          "body"
        ],
        "additionalProperties": false
      }
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "lastUpdated",
    "contentsHeading",
    "pdfVersion",
    "sections"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('terms', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "lastUpdated": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Before the day of the published version"
    },
    "contentsHeading": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Heading of the list of sections"
    },
    "pdfVersion": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S",
      "kind": "text",
      "title": "The link to the PDF version, when one is uploaded"
    },
    "sections": {
      "minItems": 1,
      "maxItems": 30,
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "heading": {
            "type": "string",
            "maxLength": 120,
            "pattern": "\\S",
            "kind": "text"
          },
          "body": {
            "type": "string",
            "maxLength": 10000,
            "allOf": [
              {
                "pattern": "\\S"
              },
              {
                "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
              }
            ],
            "kind": "markdown",
            "help": "Paragraphs, lists, bold, italic and links"
          }
        },
        "required": [
          "heading",
          "body"
        ],
        "additionalProperties": false
      }
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "lastUpdated",
    "contentsHeading",
    "pdfVersion",
    "sections"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('adv', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "documentsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "documentTypes": {
      "type": "object",
      "properties": {
        "adv_part_2a": {
          "type": "string",
          "maxLength": 300,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph",
          "title": "Form ADV Part 2A: description"
        },
        "adv_part_2b": {
          "type": "string",
          "maxLength": 300,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph",
          "title": "Form ADV Part 2B: description"
        },
        "form_adv": {
          "type": "string",
          "maxLength": 300,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph",
          "title": "Form ADV: description"
        },
        "investment_agreement": {
          "type": "string",
          "maxLength": 300,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph",
          "title": "Investment Advisory Agreement: description"
        }
      },
      "required": [
        "adv_part_2a",
        "adv_part_2b",
        "form_adv",
        "investment_agreement"
      ],
      "additionalProperties": false
    },
    "download": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Download button"
    },
    "unavailable": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text",
      "title": "When a document is missing"
    },
    "relatedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "crsAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
          "kind": "link"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    },
    "lookUpAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
          "kind": "link"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false,
      "help": "Opens in a new tab"
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "documentsHeading",
    "documentTypes",
    "download",
    "unavailable",
    "relatedHeading",
    "crsAction",
    "lookUpAction"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('crs', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title",
      "help": "The browser tab and search results"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S",
      "kind": "text",
      "title": "Description for search engines",
      "help": "Shown under the title in search results and link previews"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "lead": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "download": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Download button"
    },
    "posted": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Before the day it was posted"
    },
    "unavailable": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph",
      "title": "When no Form CRS is posted"
    },
    "materialChanges": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Heading of the summary of material changes"
    },
    "documentHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text"
    },
    "pdfOutsidePage": {
      "type": "string",
      "maxLength": 200,
      "pattern": "\\S",
      "kind": "text",
      "title": "On a phone, above the link to the PDF"
    },
    "openPdf": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S",
      "kind": "text",
      "title": "The link to the PDF, before its name"
    },
    "investorGov": {
      "type": "string",
      "maxLength": 400,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    }
  },
  "required": [
    "title",
    "description",
    "eyebrow",
    "heading",
    "lead",
    "download",
    "posted",
    "unavailable",
    "materialChanges",
    "documentHeading",
    "pdfOutsidePage",
    "openPdf",
    "investorGov"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('not-found', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S",
      "kind": "text",
      "title": "Page title"
    },
    "code": {
      "type": "string",
      "maxLength": 10,
      "pattern": "\\S",
      "kind": "text"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S",
      "kind": "text",
      "title": "Main heading"
    },
    "body": {
      "type": "string",
      "maxLength": 300,
      "allOf": [
        {
          "pattern": "\\S"
        },
        {
          "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
        }
      ],
      "kind": "paragraph"
    },
    "homeAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
          "kind": "link"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    }
  },
  "required": [
    "title",
    "code",
    "heading",
    "body",
    "homeAction"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('layout', $schema${
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "adviser": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "role": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "initials": {
          "type": "string",
          "maxLength": 4,
          "pattern": "\\S",
          "kind": "text"
        }
      },
      "required": [
        "name",
        "role",
        "initials"
      ],
      "additionalProperties": false,
      "title": "The adviser",
      "help": "Shown on About and Schedule a Call"
    },
    "contact": {
      "type": "object",
      "properties": {
        "phone": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text",
          "title": "Phone, as shown"
        },
        "phoneDigits": {
          "type": "string",
          "pattern": "^\\+[0-9]{8,15}$",
          "kind": "text",
          "title": "Phone, to dial",
          "help": "Digits with the country code: +17015550148"
        },
        "email": {
          "type": "string",
          "maxLength": 254,
          "format": "email",
          "pattern": "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
          "kind": "text",
          "title": "Email"
        },
        "city": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "state": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S",
          "kind": "text"
        },
        "serviceArea": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        },
        "responseTime": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S",
          "kind": "text"
        }
      },
      "required": [
        "phone",
        "phoneDigits",
        "email",
        "city",
        "state",
        "serviceArea",
        "responseTime"
      ],
      "additionalProperties": false,
      "title": "Contact details",
      "help": "Shown on Contact, in search results and where the calendar cannot load"
    },
    "header": {
      "type": "object",
      "properties": {
        "skipLink": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text",
          "title": "Skip link",
          "help": "The first thing a keyboard reaches"
        },
        "home": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text"
        },
        "aboutMenu": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text"
        },
        "aboutUs": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "ourProcess": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "servicesMenu": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text"
        },
        "servicesOverview": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "feeStructure": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "resources": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text"
        },
        "contact": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text"
        },
        "formCrs": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text",
          "title": "Form CRS"
        },
        "reviewAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 40,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "scheduleAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 40,
              "pattern": "\\S",
              "kind": "text"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$",
              "kind": "link"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "menu": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text",
          "title": "The phone menu's button"
        },
        "closeMenu": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text",
          "title": "Closing the phone menu"
        },
        "mainNavLabel": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text",
          "title": "Name of the main navigation for screen readers"
        },
        "mobileNavLabel": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text",
          "title": "Name of the phone navigation for screen readers"
        }
      },
      "required": [
        "skipLink",
        "home",
        "aboutMenu",
        "aboutUs",
        "ourProcess",
        "servicesMenu",
        "servicesOverview",
        "feeStructure",
        "resources",
        "contact",
        "formCrs",
        "reviewAction",
        "scheduleAction",
        "menu",
        "closeMenu",
        "mainNavLabel",
        "mobileNavLabel"
      ],
      "additionalProperties": false
    },
    "footer": {
      "type": "object",
      "properties": {
        "companyHeading": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "about": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "services": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "process": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "fees": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "resourcesHeading": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "resources": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "contact": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "legalHeading": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "privacy": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "terms": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "adv": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "formCrs": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "navLabel": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text",
          "title": "Name of the footer's links for screen readers"
        },
        "socialLabel": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text",
          "title": "Name of the social links for screen readers"
        },
        "disclaimer": {
          "type": "string",
          "maxLength": 2000,
          "allOf": [
            {
              "pattern": "\\S"
            },
            {
              "pattern": "^(?!(?:.|\\n|\\r)*(?:\\][(:]\\s*<?\\s*(?=[^\\s<])(?!https?:\\/\\/|mailto:|tel:|\\/[^/\\\\]|\\/\\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))"
            }
          ],
          "kind": "paragraph"
        }
      },
      "required": [
        "companyHeading",
        "about",
        "services",
        "process",
        "fees",
        "resourcesHeading",
        "resources",
        "contact",
        "legalHeading",
        "privacy",
        "terms",
        "adv",
        "formCrs",
        "navLabel",
        "socialLabel",
        "disclaimer"
      ],
      "additionalProperties": false
    },
    "newsletter": {
      "type": "object",
      "properties": {
        "emailLabel": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S",
          "kind": "text"
        },
        "emailPlaceholder": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text"
        },
        "submit": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text"
        },
        "submitting": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S",
          "kind": "text"
        },
        "subscribed": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S",
          "kind": "text"
        },
        "invalidEmail": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S",
          "kind": "text"
        },
        "failed": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S",
          "kind": "text"
        },
        "trapLabel": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S",
          "kind": "text",
          "help": "A field only bots see and fill"
        }
      },
      "required": [
        "emailLabel",
        "emailPlaceholder",
        "submit",
        "submitting",
        "subscribed",
        "invalidEmail",
        "failed",
        "trapLabel"
      ],
      "additionalProperties": false,
      "title": "Newsletter box",
      "help": "Its heading and description are Site Settings"
    },
    "newTab": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S",
      "kind": "text",
      "title": "Said after a link that opens a new tab"
    }
  },
  "required": [
    "adviser",
    "contact",
    "header",
    "footer",
    "newsletter",
    "newTab"
  ],
  "additionalProperties": false
}$schema$::jsonb);

insert into public.site_pages (page_key) values
  ('home'),
  ('about'),
  ('services'),
  ('contact'),
  ('fees'),
  ('process'),
  ('schedule'),
  ('free-review'),
  ('resources'),
  ('privacy'),
  ('terms'),
  ('adv'),
  ('crs'),
  ('not-found'),
  ('layout');

insert into public.page_versions (page_key, content) values
  ('home', $content${
  "title": "Portfolios Built for the 21st Century",
  "description": "Fiduciary, Series 65 licensed investment adviser in North Dakota serving clients nationwide. A 0.21% annual fee and portfolios built for the 21st century.",
  "hero": {
    "eyebrow": "Fiduciary investment adviser · Series 65 licensed",
    "heading": "Portfolios Built for the 21st Century",
    "text": "Personalized investment advisory—grounded in fiduciary care, built for modern markets.",
    "primaryAction": {
      "label": "Schedule a Call",
      "href": "/schedule"
    },
    "secondaryAction": {
      "label": "See Our Process",
      "href": "/process"
    },
    "tagline": "We win when our clients do.",
    "highlightsLabel": "Why Prairie Ledger",
    "highlights": [
      {
        "id": "fiduciary",
        "title": "Fiduciary on every account",
        "text": "Advice given in your best interest, always."
      },
      {
        "id": "fee",
        "title": "0.21% annual fee",
        "text": "79% to 90% less than a typical adviser's 1% to 2% a year."
      },
      {
        "id": "reviews",
        "title": "Quarterly reviews",
        "text": "Standing check-ins, never sales calls."
      }
    ],
    "location": "Based in North Dakota · Serving clients nationwide"
  },
  "services": {
    "eyebrow": "What we do",
    "heading": "Our Services",
    "lead": "Two ways to work with a fiduciary adviser, depending on how involved you want to be.",
    "learnMore": {
      "label": "Learn More",
      "href": "/schedule"
    },
    "action": {
      "label": "Schedule a Consultation",
      "href": "/schedule"
    }
  },
  "process": {
    "eyebrow": "How we work",
    "heading": "Our Process",
    "lead": "Four clear steps from the first conversation to ongoing care."
  },
  "fees": {
    "eyebrow": "Fees",
    "heading": "A Better Fee Model",
    "lead": "One simple, low fee for every client. A typical adviser charges 1% to 2% of your assets each year; we charge a fraction of that, so more of your return stays yours.",
    "figures": [
      {
        "value": "0.21%",
        "label": "annual fee on managed assets"
      },
      {
        "value": "79% to 90%",
        "label": "less than a typical adviser's 1% to 2% a year"
      },
      {
        "value": "$0",
        "label": "account minimum"
      }
    ],
    "basis": "Compared: our 0.21% asset-based fee a year with the 1% to 2% of assets a year a typical adviser charges. Before any performance fee and third-party custody and trading costs.",
    "performanceNote": "For qualified clients only, a 21% performance fee on net profits applies above a high watermark, so we earn more only when you are ahead. Non-qualified clients never pay it. Custody and trading costs are charged separately by third parties at institutional rates.",
    "disclosureAction": {
      "label": "View ADV Disclosure",
      "href": "/adv"
    },
    "feesAction": {
      "label": "See Fee Structure",
      "href": "/fees"
    }
  },
  "cta": {
    "heading": "Get your free portfolio review in 15 minutes.",
    "text": "No sales pressure. No obligation. Just honest feedback on your financial strategy.",
    "action": {
      "label": "Schedule a Call",
      "href": "/schedule"
    }
  }
}$content$::jsonb),
  ('about', $content${
  "title": "About",
  "description": "Meet Ethan Lindqvist, founder of Prairie Ledger Advisors: an independent, fiduciary investment adviser in North Dakota serving clients nationwide.",
  "eyebrow": "About Us",
  "heading": "Independent advice, held to the fiduciary standard",
  "lead": "Prairie Ledger Advisors is an independent, fiduciary investment adviser based in North Dakota and serving clients nationwide.",
  "founderHeading": "Meet Ethan Lindqvist",
  "bio": [
    "Ethan Lindqvist founded Prairie Ledger Advisors on a simple idea: an adviser should be paid in a way that keeps their interests tied to their clients'. The firm offers personalized portfolio management at a fee low enough that more of each year's return stays with the people who earned it.",
    "He holds a degree in finance and entrepreneurship and the Series 65 licence, and he acts as a fiduciary on every account: bound to put clients' interests first. His approach pairs time-tested principles, such as diversification and cost control, with modern tools for tax efficiency and portfolio monitoring.",
    "The firm is based in Grand Forks, North Dakota, and works with clients across the country by video call and phone. Ethan works directly with every client, from the first conversation to each quarterly review."
  ],
  "qualificationsLabel": "Qualifications",
  "qualifications": [
    "Series 65",
    "Fiduciary"
  ],
  "credentialsHeading": "Credentials",
  "credentials": [
    {
      "id": "degree",
      "title": "Finance and entrepreneurship degree",
      "text": "Formal training in markets, corporate finance and building a business."
    },
    {
      "id": "licence",
      "title": "Series 65 licensed",
      "text": "Passed the Uniform Investment Adviser Law Examination, required to give investment advice for a fee."
    },
    {
      "id": "fiduciary",
      "title": "Fiduciary standard",
      "text": "Legally and ethically bound to act in your best interest on every recommendation."
    },
    {
      "id": "location",
      "title": "Based in North Dakota",
      "text": "Serving clients nationwide, by video call, by phone, or in person in Grand Forks by request."
    }
  ],
  "principlesHeading": "Our principles",
  "principlesLead": "Three commitments that shape every recommendation we make.",
  "principles": [
    {
      "id": "fiduciary-first",
      "title": "Fiduciary First",
      "text": "Your interests come before ours, on every decision. We disclose conflicts plainly and design our fees to keep them small."
    },
    {
      "id": "performance-aligned",
      "title": "Performance Aligned",
      "text": "A low asset-based fee for everyone and, for qualified clients only, a performance fee above a high watermark. We win when our clients do."
    },
    {
      "id": "radical-transparency",
      "title": "Radical Transparency",
      "text": "Plain-language reports, fees you can calculate yourself and our regulatory disclosures one click away."
    }
  ],
  "cta": {
    "heading": "Talk with Ethan",
    "text": "A short, no-obligation call to see whether we are the right fit for you.",
    "action": {
      "label": "Schedule a Call",
      "href": "/schedule"
    }
  }
}$content$::jsonb),
  ('services', $content${
  "title": "Services",
  "description": "Discretionary and non-discretionary portfolio management from a fiduciary adviser, for one low 0.21% annual fee.",
  "eyebrow": "Services Overview",
  "heading": "Investment advice on your terms",
  "lead": "Choose who places the trades. Either way you get a fiduciary adviser, a portfolio designed around your goals and one low fee.",
  "listHeading": "Two ways to work with us",
  "services": [
    {
      "id": "discretionary",
      "title": "Discretionary Portfolio Management",
      "description": "We manage your portfolio day to day within the plan we agree on together, so decisions are made promptly, consistently and always in your interest.",
      "features": [
        "Custom portfolio design based on your goals and risk tolerance",
        "Tax-efficient asset placement and rebalancing",
        "Professional management with regular monitoring"
      ]
    },
    {
      "id": "non-discretionary",
      "title": "Non-Discretionary Advisory Services",
      "description": "Fiduciary guidance and clear recommendations while you keep the final say on every trade in your accounts.",
      "features": [
        "Tailored strategies without handing over full control",
        "Detailed research and analysis behind every recommendation",
        "Risk assessment and scenario planning"
      ]
    }
  ],
  "learnMore": "Learn More",
  "includedHeading": "Included with every service",
  "included": [
    {
      "id": "fiduciary",
      "title": "Fiduciary standard",
      "text": "Every recommendation is made in your best interest, with conflicts disclosed in plain language."
    },
    {
      "id": "fee",
      "title": "0.21% annual fee",
      "text": "One low asset-based fee for every client, with no account minimum."
    },
    {
      "id": "reviews",
      "title": "Quarterly reviews",
      "text": "A standing review each quarter to check progress and adjust the plan."
    }
  ],
  "cta": {
    "heading": "Not sure which service fits?",
    "text": "Talk it through with us. We will explain both options and recommend the one that suits how involved you want to be.",
    "primaryAction": {
      "label": "Schedule a Consultation",
      "href": "/schedule"
    },
    "secondaryAction": {
      "label": "View Fee Structure",
      "href": "/fees"
    }
  }
}$content$::jsonb),
  ('contact', $content${
  "title": "Contact",
  "description": "Call or email Prairie Ledger Advisors about our services, fees or process. We respond within 24 hours, and you will hear from a person.",
  "eyebrow": "Contact",
  "heading": "Let's talk about your portfolio",
  "lead": "Questions about our services, fees or process? Call or email us. We respond within 24 hours, and you will hear from a person, not an autoresponder.",
  "channelsHeading": "How to reach us",
  "phoneLabel": "Phone",
  "phoneNote": "Call or leave a message",
  "emailLabel": "Email",
  "emailNote": "Write to us any time",
  "locationLabel": "Location",
  "locationNote": "Serving clients nationwide",
  "response": {
    "heading": "Response within 24 hours",
    "text": "We respond within 24 hours of your message, with a direct answer or a suggested time to talk."
  },
  "expectHeading": "What to expect",
  "expectations": [
    {
      "title": "A prompt, personal reply",
      "text": "Your message is read and answered by the adviser who would work with you."
    },
    {
      "title": "A conversation about your goals",
      "text": "We talk through where you are, what you want your money to do and what you have today."
    },
    {
      "title": "Straight answers, no pressure",
      "text": "You learn exactly what you would pay, and if we are not the right fit, we will say so."
    }
  ],
  "formCrs": {
    "text": "Before we talk, you may want to read our Form CRS: a short summary of our services, fees and conflicts of interest.",
    "action": {
      "label": "Read our Form CRS",
      "href": "/crs"
    }
  },
  "schedule": {
    "heading": "Prefer to pick a time?",
    "text": "Book a call straight into our calendar. It opens in a new tab.",
    "action": {
      "label": "Schedule a Call",
      "href": "/schedule"
    }
  }
}$content$::jsonb),
  ('fees', $content${
  "title": "Fee Structure",
  "description": "One 0.21% annual asset-based fee for every client; a 21% performance fee with a high watermark for qualified clients only.",
  "eyebrow": "Fee Structure",
  "heading": "Low, transparent fees that rise only when you do",
  "lead": "Every client pays one low asset-based fee of 0.21% a year. Qualified clients may also agree to a performance fee, charged only on net profits above their high watermark.",
  "disclosureAction": {
    "label": "View ADV Disclosure",
    "href": "/adv"
  },
  "structureHeading": "How we are paid",
  "assetFee": {
    "name": "Asset-based fee",
    "figure": "0.21%",
    "unit": "per year on managed assets",
    "points": [
      "Charged to every client",
      "No account minimum",
      "79% to 90% less than a typical adviser's 1% to 2% a year"
    ],
    "footnote": "Compared: our 0.21% asset-based fee a year with the 1% to 2% of assets a year a typical adviser charges. Before any performance fee and third-party custody and trading costs."
  },
  "performanceFee": {
    "name": "Performance fee",
    "figure": "21%",
    "unit": "of net profits, above a high watermark",
    "points": [
      "Qualified clients only, by written agreement",
      "Non-qualified clients never pay it",
      "No fee on gains that only recover earlier losses"
    ],
    "highWatermark": "A high watermark means we earn the performance fee only on gains that lift your account above its highest previous value, so we are never paid twice for the same gains or for recovering a loss."
  },
  "thirdPartyCosts": {
    "name": "Custody and trading costs",
    "text": "Custody and trading costs are separate from our fees: they are charged by third parties, such as your custodian, at institutional rates."
  },
  "qualifiedClient": {
    "heading": "Who is a qualified client?",
    "intro": "The performance fee is available only to qualified clients. Under the SEC's rule, you are a qualified client if, when you enter into the advisory agreement, you meet either test:",
    "otherCategories": "Other categories defined in the rule, such as qualified purchasers, also count. If you meet neither test, you pay only the asset-based fee.",
    "assetsTest": "At least {amount} of assets under our management immediately after you enter into the agreement",
    "netWorthTest": "A net worth of more than {amount}, alone or jointly with your spouse, excluding your primary residence",
    "citation": "Thresholds under {rule}, as adjusted by the {source}; last reviewed {reviewed}.",
    "rule": "Rule 205-3 under the Investment Advisers Act of 1940",
    "reviewed": "2026-11-25",
    "thresholds": [
      {
        "assetsUnderManagement": 1100000,
        "netWorth": 2200000,
        "effectiveFrom": "2021-08-16",
        "source": "SEC order of June 17, 2021, effective August 16, 2021"
      },
      {
        "assetsUnderManagement": 1400000,
        "netWorth": 2700000,
        "effectiveFrom": "2026-06-29",
        "source": "SEC order of April 28, 2026, effective June 29, 2026"
      }
    ]
  },
  "comparison": {
    "heading": "What 0.21% means in dollars",
    "caption": "Annual advisory fee by account size, ours compared with a typical adviser's 1% to 2%",
    "columns": [
      "Account size",
      "Our fee (0.21%)",
      "Typical (1%)",
      "Typical (2%)"
    ],
    "balances": [
      250000,
      500000,
      1000000
    ],
    "rates": [
      0.21,
      1,
      2
    ],
    "note": "Asset-based fee only, before any performance fee and third-party custody and trading costs."
  },
  "disclosure": {
    "heading": "Read the full details",
    "text": "Our Form ADV brochure describes every fee, how it is calculated and billed, and the conflicts of interest a performance fee creates; our Form CRS sums them up.",
    "primaryAction": {
      "label": "View ADV Disclosure",
      "href": "/adv"
    },
    "crsAction": {
      "label": "Read our Form CRS",
      "href": "/crs"
    },
    "scheduleAction": {
      "label": "Schedule a Call",
      "href": "/schedule"
    }
  }
}$content$::jsonb),
  ('process', $content${
  "title": "Our Process",
  "description": "Discover, Design, Implement, Review: the four steps every client goes through with us, so you always know what happens next and why.",
  "eyebrow": "Our Process",
  "heading": "A clear path from first conversation to ongoing care",
  "lead": "Four steps, the same for every client. You always know what happens next, and why.",
  "stepsHeading": "Four steps, one plan",
  "stepsLead": "Each step ends with something you can see: a plan, a portfolio, a review.",
  "steps": [
    {
      "id": "discover",
      "title": "Discover",
      "description": "We learn what you are investing for, your timeline and how you feel about risk.",
      "details": [
        "Goals assessment",
        "Risk profiling",
        "Current portfolio review",
        "Expectations alignment"
      ]
    },
    {
      "id": "design",
      "title": "Design",
      "description": "We build a portfolio and tax strategy around what we learned, and explain every choice.",
      "details": [
        "Asset allocation design",
        "Tax strategy planning",
        "Investment selection",
        "Risk management framework"
      ]
    },
    {
      "id": "implement",
      "title": "Implement",
      "description": "We set up your accounts and put the plan to work with care for costs and taxes.",
      "details": [
        "Account setup",
        "Portfolio implementation",
        "Tax-loss harvesting",
        "Initial rebalancing"
      ]
    },
    {
      "id": "review",
      "title": "Review",
      "description": "We monitor your portfolio and meet each quarter, adjusting as markets and your life change.",
      "details": [
        "Performance monitoring",
        "Quarterly reviews",
        "Rebalancing as needed",
        "Strategy adjustments"
      ]
    }
  ],
  "whyHeading": "Why it works",
  "whyLead": "Good outcomes come from a repeatable discipline, not from predictions.",
  "reasons": [
    {
      "id": "plan",
      "title": "A plan before a portfolio",
      "text": "Your goals and risk tolerance set the allocation, so every investment has a job to do."
    },
    {
      "id": "costs",
      "title": "Costs kept low",
      "text": "A 0.21% annual fee and institutional trading rates leave more of each year's return with you."
    },
    {
      "id": "taxes",
      "title": "Taxes managed deliberately",
      "text": "Asset placement, tax-loss harvesting and careful rebalancing reduce what you hand over in taxes."
    },
    {
      "id": "reviews",
      "title": "Reviews on a schedule",
      "text": "Quarterly reviews catch drift early and keep the plan in step with your life."
    }
  ],
  "scheduleLink": {
    "label": "Schedule a free consultation",
    "href": "/schedule"
  },
  "feesLink": {
    "label": "See our fee structure",
    "href": "/fees"
  }
}$content$::jsonb),
  ('schedule', $content${
  "title": "Schedule a Call",
  "description": "Book a free 30-minute call with Ethan Lindqvist: an honest look at your goals and your portfolio, with no sales pressure.",
  "eyebrow": "Schedule a Call",
  "heading": "Book a 30-minute call",
  "lead": "Pick a time that suits you for a conversation with Ethan Lindqvist. No sales pressure, no obligation: just an honest look at your goals and your portfolio.",
  "calendarHeading": "Choose a time",
  "widget": {
    "loading": "Loading the scheduling calendar…",
    "frameTitle": "Book a 30-minute call",
    "unavailableHeading": "Online booking is unavailable right now",
    "unavailableText": "The scheduling calendar could not load here; it may be blocked by your browser or network. Call or email us and we will find a time together. We respond within 24 hours.",
    "call": "Call",
    "email": "Email"
  },
  "founderHeading": "Who you will meet",
  "founderCredentials": [
    "Series 65 licensed",
    "Fiduciary on every account",
    "Based in Grand Forks, North Dakota"
  ],
  "expectHeading": "What to expect",
  "expectations": [
    "A 30-minute conversation about your goals, timeline and comfort with risk",
    "A first look at your current portfolio and what you pay for it today",
    "Clear answers on our fees: 0.21% a year, no account minimum",
    "An honest view of whether we are the right fit, with no obligation"
  ],
  "formatsHeading": "Meeting formats",
  "formats": [
    {
      "id": "video",
      "name": "Video call",
      "badge": "Preferred",
      "text": "Meet face to face from wherever you are."
    },
    {
      "id": "phone",
      "name": "Phone",
      "badge": "Available",
      "text": "Prefer to talk? Choose a phone call when you book."
    },
    {
      "id": "in-person",
      "name": "In person",
      "badge": "By request",
      "text": "In Grand Forks, North Dakota, by request."
    }
  ],
  "contactFirst": {
    "heading": "Have a question before you book?",
    "text": "Reach out first and we will answer before you commit to a time.",
    "button": "Contact Us First"
  }
}$content$::jsonb),
  ('free-review', $content${
  "title": "Free Portfolio Review",
  "description": "A free fiduciary review of your portfolio: what you own, what it costs and how tax-efficient it is, without obligation.",
  "eyebrow": "Free Portfolio Review",
  "heading": "An honest look at your portfolio in 15 minutes",
  "lead": "A fiduciary review of what you own, what it costs and how tax-efficient it is, free and without obligation.",
  "duration": "15-minute call",
  "includedHeading": "What is included",
  "includedLead": "Three checks that most often reveal money left on the table.",
  "included": [
    {
      "id": "portfolio",
      "title": "Portfolio Analysis",
      "text": "How your money is invested today, and whether that matches your goals.",
      "points": [
        "Asset allocation and diversification",
        "Concentrated positions and overlap",
        "Fit with your timeline and risk tolerance"
      ]
    },
    {
      "id": "tax",
      "title": "Tax Efficiency Review",
      "text": "Where taxes quietly reduce your returns, and what can be done about it.",
      "points": [
        "Which investments sit in which accounts",
        "Tax-loss harvesting opportunities",
        "Turnover and distributions"
      ]
    },
    {
      "id": "fees",
      "title": "Fee Analysis",
      "text": "What you pay in advisory fees and fund expenses, in dollars a year.",
      "points": [
        "Advisory and wrap fees",
        "Fund expense ratios",
        "Comparison with a 0.21% annual fee"
      ]
    }
  ],
  "stepsHeading": "How it works",
  "steps": [
    {
      "title": "Book a time",
      "text": "Pick a slot that suits you; video call or phone."
    },
    {
      "title": "Bring what you have",
      "text": "Recent statements help, but a rough picture of your accounts is enough."
    },
    {
      "title": "Get honest feedback",
      "text": "Clear observations you can act on, whether or not you become a client."
    }
  ],
  "promise": "No sales pressure. No obligation. Just honest feedback on your financial strategy.",
  "action": {
    "label": "Schedule Your Free Review",
    "href": "/schedule"
  }
}$content$::jsonb),
  ('resources', $content${
  "title": "Resources",
  "description": "Guides, tools and reading we recommend to clients: plain-spoken material from regulators, investor-education groups and our own desk.",
  "eyebrow": "Resources",
  "heading": "Resources for informed investors",
  "lead": "Guides, tools and reading we recommend to clients: plain-spoken material from regulators, investor-education groups and our own desk.",
  "gridHeading": "Featured resources",
  "curationNote": "Our team curates this list through our admin dashboard, adding and retiring resources so it stays current.",
  "openLabel": "Open resource",
  "placeholders": [
    {
      "category": "Coming soon",
      "title": "Market commentary",
      "description": "Our periodic view on markets, rates and what they mean for long-term investors."
    },
    {
      "category": "Coming soon",
      "title": "Planning guides",
      "description": "Short guides to retirement accounts, tax-efficient investing and giving."
    },
    {
      "category": "Coming soon",
      "title": "Investor tools",
      "description": "Calculators and checklists from trusted sources to help you plan with confidence."
    }
  ],
  "placeholderNote": "New resources are on the way. Check back soon.",
  "subscribe": {
    "heading": "Get new resources by email",
    "description": "A short note when we add a resource or publish a market insight. No spam; unsubscribe any time."
  }
}$content$::jsonb),
  ('privacy', $content${
  "title": "Privacy Policy",
  "description": "How Prairie Ledger Advisors collects, uses and protects information about you.",
  "eyebrow": "Legal",
  "heading": "Privacy Policy",
  "lead": "How we collect, use and protect information about you.",
  "lastUpdated": "Last updated",
  "contentsHeading": "On this page",
  "pdfVersion": "Download this page as a PDF",
  "sections": [
    {
      "heading": "Information we collect",
      "body": "The information you give us when you contact us, book a call, sign up for our newsletter or become a client, such as your name, contact details and financial information.\n\nTechnical information your browser sends when you visit this website, such as the pages you view."
    },
    {
      "heading": "How we count visits",
      "body": "This website counts its visitors without cookies and stores nothing on your device. When a page has loaded, your browser tells our database which page it is, the name of the website that linked you here (for example google.com, never the full address), the campaign tags of the link you followed, if any (utm_source, utm_medium, utm_campaign), and whether your screen is phone, tablet or desktop sized. Booking a consultation in the scheduling calendar, and tapping our phone number or email address on the contact page, are counted the same way, with nothing about you or your booking.\n\nTo tell one visitor from another without knowing who you are, the database mixes your IP address and your browser's identification (its User-Agent) with a random value that changes every day, and keeps only the scrambled result. Your IP address and browser identification are never stored. Each day's random value is deleted when the day is over, so a visit today cannot be linked to a visit tomorrow, or to you.\n\nIf your browser sends Global Privacy Control or Do Not Track, it sends us nothing and nothing is counted. Search engines' crawlers and other automated visitors are not counted either. No advertising or outside analytics company receives anything: the counts stay in our own database, each page view is deleted after 30 days, and only the totals per day are kept."
    },
    {
      "heading": "How we use information",
      "body": "To answer your questions, provide advisory services, meet our regulatory obligations, including the records an investment adviser must keep, and improve this website."
    },
    {
      "heading": "How we share information",
      "body": "We do not sell personal information. We share it only with service providers such as custodians, as needed to serve you, or when the law requires it."
    },
    {
      "heading": "How we protect information",
      "body": "We keep information in systems that only authorized people at the firm can reach, each signing in with two-step verification, and we keep records for as long as the law requires."
    },
    {
      "heading": "Your choices and contact",
      "body": "You may ask what we hold about you, ask us to correct it, or unsubscribe from our newsletter at any time.\n\nQuestions? Email hello@prairieledgeradvisors.com or call (701) 555-0148."
    }
  ]
}$content$::jsonb),
  ('terms', $content${
  "title": "Terms of Service",
  "description": "The terms that apply when you use the Prairie Ledger Advisors website.",
  "eyebrow": "Legal",
  "heading": "Terms of Service",
  "lead": "The terms that apply when you use this website.",
  "lastUpdated": "Last updated",
  "contentsHeading": "On this page",
  "pdfVersion": "Download this page as a PDF",
  "sections": [
    {
      "heading": "Use of this website",
      "body": "This website and its content belong to Prairie Ledger Advisors. You may read, download and print it for your own use."
    },
    {
      "heading": "No investment advice",
      "body": "Information on this website is general and is not personalized investment advice. Advice is given only under a signed advisory agreement."
    },
    {
      "heading": "Third-party links",
      "body": "Links to other websites are for convenience; we do not control their content."
    },
    {
      "heading": "Limitation of liability",
      "body": "We take care that this website is accurate and available, but we do not promise that it always will be. Past performance does not guarantee future results."
    },
    {
      "heading": "Changes and contact",
      "body": "When these terms change, we post the new terms on this page with the date they take effect.\n\nQuestions? Email hello@prairieledgeradvisors.com or call (701) 555-0148."
    }
  ]
}$content$::jsonb),
  ('adv', $content${
  "title": "ADV Disclosure",
  "description": "Download Prairie Ledger Advisors's Form ADV disclosure brochures and advisory agreement: how we work, what we charge and the conflicts we manage.",
  "eyebrow": "Regulatory Disclosures",
  "heading": "ADV Disclosure",
  "lead": "Before you invest, read how we work, what we charge and the conflicts of interest we manage. Every document is a free PDF download.",
  "documentsHeading": "Disclosure documents",
  "documentTypes": {
    "adv_part_2a": "Our firm brochure: services, fees, conflicts of interest and disciplinary information.",
    "adv_part_2b": "The brochure supplement on the people who advise you: education, experience and licences.",
    "form_adv": "Our full registration filing, covering the firm's business, ownership, clients and practices.",
    "investment_agreement": "The agreement that sets out our services, fees and the terms of our relationship with you."
  },
  "download": "Download",
  "unavailable": "Document Not Available",
  "relatedHeading": "More about us",
  "crsAction": {
    "label": "Read our Form CRS",
    "href": "/crs"
  },
  "lookUpAction": {
    "label": "Look us up on the SEC's Investment Adviser Public Disclosure site",
    "href": "https://adviserinfo.sec.gov/"
  }
}$content$::jsonb),
  ('crs', $content${
  "title": "Form CRS",
  "description": "Prairie Ledger Advisors's Form CRS: a short, plain-language summary of our services, what they cost and our conflicts of interest.",
  "eyebrow": "Client Relationship Summary",
  "heading": "Form CRS",
  "lead": "A short, plain-language summary of the services Prairie Ledger Advisors offers, what they cost and the conflicts of interest we have.",
  "download": "Download",
  "posted": "Posted",
  "unavailable": "Our Form CRS is not available here right now. Please call or email us and we will send you a copy.",
  "materialChanges": "Summary of material changes",
  "documentHeading": "The relationship summary",
  "pdfOutsidePage": "The PDF opens in a tab of its own.",
  "openPdf": "Open",
  "investorGov": "Free and simple tools are available to research firms and financial professionals at [Investor.gov/CRS](https://www.investor.gov/CRS)."
}$content$::jsonb),
  ('not-found', $content${
  "title": "Page not found",
  "code": "404",
  "heading": "Oops! Page not found",
  "body": "The page you are looking for does not exist or has moved.",
  "homeAction": {
    "label": "Return to Home",
    "href": "/"
  }
}$content$::jsonb),
  ('layout', $content${
  "adviser": {
    "name": "Ethan Lindqvist",
    "role": "Founder & Investment Adviser Representative",
    "initials": "EL"
  },
  "contact": {
    "phone": "(701) 555-0148",
    "phoneDigits": "+17015550148",
    "email": "hello@prairieledgeradvisors.com",
    "city": "Grand Forks",
    "state": "North Dakota",
    "serviceArea": "Serving clients nationwide",
    "responseTime": "We respond within 24 hours"
  },
  "header": {
    "skipLink": "Skip to main content",
    "home": "Home",
    "aboutMenu": "About",
    "aboutUs": "About Us",
    "ourProcess": "Our Process",
    "servicesMenu": "Services",
    "servicesOverview": "Services Overview",
    "feeStructure": "Fee Structure",
    "resources": "Resources",
    "contact": "Contact",
    "formCrs": "Form CRS",
    "reviewAction": {
      "label": "Get Free Review",
      "href": "/free-review"
    },
    "scheduleAction": {
      "label": "Schedule a Call",
      "href": "/schedule"
    },
    "menu": "Menu",
    "closeMenu": "Close menu",
    "mainNavLabel": "Main",
    "mobileNavLabel": "Mobile"
  },
  "footer": {
    "companyHeading": "Company",
    "about": "About",
    "services": "Services",
    "process": "Process",
    "fees": "Fees",
    "resourcesHeading": "Resources",
    "resources": "Resources",
    "contact": "Contact",
    "legalHeading": "Legal",
    "privacy": "Privacy Policy",
    "terms": "Terms of Service",
    "adv": "ADV Disclosure",
    "formCrs": "Form CRS",
    "navLabel": "Footer",
    "socialLabel": "Social media",
    "disclaimer": "Prairie Ledger Advisors is a registered investment adviser. Advisory services are offered only to clients or prospective clients where the firm and its representatives are properly licensed or exempt from licensure. Past performance is not indicative of future results. Investing involves risk, including the possible loss of principal. Nothing on this website is a solicitation to buy or sell any security or personalized investment advice."
  },
  "newsletter": {
    "emailLabel": "Email address",
    "emailPlaceholder": "you@example.com",
    "submit": "Subscribe",
    "submitting": "Subscribing...",
    "subscribed": "Thank you! Watch your inbox for our next update.",
    "invalidEmail": "Please enter a valid email address, like name@example.com.",
    "failed": "We could not subscribe you just now. Please try again in a moment.",
    "trapLabel": "Leave this field empty"
  },
  "newTab": "(opens in a new tab)"
}$content$::jsonb);
