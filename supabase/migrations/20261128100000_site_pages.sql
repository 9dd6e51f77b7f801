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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "hero": {
      "type": "object",
      "properties": {
        "eyebrow": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
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
          ]
        },
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
          "pattern": "\\S"
        },
        "highlightsLabel": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
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
                "pattern": "\\S"
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
                ]
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
          "pattern": "\\S"
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
          "pattern": "\\S"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
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
          ]
        },
        "learnMore": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 40,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
          "pattern": "\\S"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
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
          ]
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
          "pattern": "\\S"
        },
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
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
          ]
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
                "pattern": "\\S"
              },
              "label": {
                "type": "string",
                "maxLength": 120,
                "pattern": "\\S"
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
          ]
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
          ]
        },
        "disclosureAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "feesAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
          "pattern": "\\S"
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
          ]
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
    "hero",
    "services",
    "process",
    "fees",
    "cta"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('about', $schema${
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "founderHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
        ]
      }
    },
    "qualificationsLabel": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "qualifications": {
      "minItems": 0,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 40,
        "pattern": "\\S"
      }
    },
    "credentialsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
            "pattern": "\\S"
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
            ]
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
      "pattern": "\\S"
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
      ]
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
            "pattern": "\\S"
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
            ]
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
          "pattern": "\\S"
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
          ]
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "listHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
            "pattern": "\\S"
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
            ]
          },
          "features": {
            "minItems": 1,
            "maxItems": 8,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 160,
              "pattern": "\\S"
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
      }
    },
    "learnMore": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "includedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
            "pattern": "\\S"
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
            ]
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
          "pattern": "\\S"
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
          ]
        },
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "channelsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "phoneLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "phoneNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "emailLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "emailNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "locationLabel": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "locationNote": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "response": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
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
          ]
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
      "pattern": "\\S"
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
            "pattern": "\\S"
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
            ]
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
          ]
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 80,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
          "pattern": "\\S"
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
          ]
        },
        "action": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "disclosureAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
        }
      },
      "required": [
        "label",
        "href"
      ],
      "additionalProperties": false
    },
    "structureHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "assetFee": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "figure": {
          "type": "string",
          "maxLength": 20,
          "pattern": "\\S"
        },
        "unit": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "points": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 200,
            "pattern": "\\S"
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
          ]
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
          "pattern": "\\S"
        },
        "figure": {
          "type": "string",
          "maxLength": 20,
          "pattern": "\\S"
        },
        "unit": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "points": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 200,
            "pattern": "\\S"
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
          ]
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
          "pattern": "\\S"
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
          ]
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
          "pattern": "\\S"
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
          ]
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
          ]
        },
        "assetsTest": {
          "type": "string",
          "maxLength": 300,
          "pattern": "\\S"
        },
        "netWorthTest": {
          "type": "string",
          "maxLength": 300,
          "pattern": "\\S"
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
          ]
        },
        "rule": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "reviewed": {
          "type": "string",
          "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
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
                "maximum": 1000000000
              },
              "netWorth": {
                "type": "number",
                "minimum": 1,
                "maximum": 1000000000
              },
              "effectiveFrom": {
                "type": "string",
                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
              },
              "source": {
                "type": "string",
                "maxLength": 200,
                "pattern": "\\S"
              }
            },
            "required": [
              "assetsUnderManagement",
              "netWorth",
              "effectiveFrom",
              "source"
            ],
            "additionalProperties": false
          }
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
          "pattern": "\\S"
        },
        "caption": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S"
        },
        "columns": {
          "minItems": 4,
          "maxItems": 4,
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 60,
            "pattern": "\\S"
          }
        },
        "balances": {
          "minItems": 1,
          "maxItems": 6,
          "type": "array",
          "items": {
            "type": "number",
            "minimum": 1,
            "maximum": 1000000000
          }
        },
        "rates": {
          "minItems": 3,
          "maxItems": 3,
          "type": "array",
          "items": {
            "type": "number",
            "minimum": 0,
            "maximum": 100
          }
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
          ]
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
          "pattern": "\\S"
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
          ]
        },
        "primaryAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
            }
          },
          "required": [
            "label",
            "href"
          ],
          "additionalProperties": false
        },
        "crsAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 60,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "stepsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
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
            "pattern": "\\S"
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
            ]
          },
          "details": {
            "minItems": 1,
            "maxItems": 6,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 100,
              "pattern": "\\S"
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
      }
    },
    "whyHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
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
            "pattern": "\\S"
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
            ]
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
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "calendarHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "widget": {
      "type": "object",
      "properties": {
        "loading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "frameTitle": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "unavailableHeading": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "unavailableText": {
          "type": "string",
          "maxLength": 500,
          "pattern": "\\S"
        },
        "call": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "email": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
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
      "pattern": "\\S"
    },
    "founderCredentials": {
      "minItems": 1,
      "maxItems": 6,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 100,
        "pattern": "\\S"
      }
    },
    "expectHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "expectations": {
      "minItems": 1,
      "maxItems": 8,
      "type": "array",
      "items": {
        "type": "string",
        "maxLength": 300,
        "pattern": "\\S"
      }
    },
    "formatsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
            "pattern": "\\S"
          },
          "badge": {
            "type": "string",
            "maxLength": 30,
            "pattern": "\\S"
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
            ]
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
          "pattern": "\\S"
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
          ]
        },
        "button": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "duration": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "includedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
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
            "pattern": "\\S"
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
            ]
          },
          "points": {
            "minItems": 1,
            "maxItems": 6,
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 120,
              "pattern": "\\S"
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
      "pattern": "\\S"
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
            "pattern": "\\S"
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
            ]
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
      ]
    },
    "action": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "gridHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "openLabel": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
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
            "pattern": "\\S"
          },
          "title": {
            "type": "string",
            "maxLength": 80,
            "pattern": "\\S"
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
            ]
          }
        },
        "required": [
          "category",
          "title",
          "description"
        ],
        "additionalProperties": false
      }
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
      ]
    },
    "subscribe": {
      "type": "object",
      "properties": {
        "heading": {
          "type": "string",
          "maxLength": 100,
          "pattern": "\\S"
        },
        "description": {
          "type": "string",
          "maxLength": 500,
          "pattern": "\\S"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "lastUpdated": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "contentsHeading": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "pdfVersion": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
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
            "pattern": "\\S"
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
            ]
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "lastUpdated": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "contentsHeading": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "pdfVersion": {
      "type": "string",
      "maxLength": 80,
      "pattern": "\\S"
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
            "pattern": "\\S"
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
            ]
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "documentsHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
          ]
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
          ]
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
          ]
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
          ]
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
      "pattern": "\\S"
    },
    "unavailable": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "relatedHeading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "crsAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "description": {
      "type": "string",
      "maxLength": 300,
      "pattern": "\\S"
    },
    "eyebrow": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "download": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
    },
    "posted": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
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
      ]
    },
    "materialChanges": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
    },
    "pdfOutsidePage": {
      "type": "string",
      "maxLength": 200,
      "pattern": "\\S"
    },
    "openPdf": {
      "type": "string",
      "maxLength": 60,
      "pattern": "\\S"
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
      ]
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
    "pdfOutsidePage",
    "openPdf",
    "investorGov"
  ],
  "additionalProperties": false
}$schema$::jsonb),
  ('not-found', $schema${
  "type": "object",
  "properties": {
    "title": {
      "type": "string",
      "maxLength": 70,
      "pattern": "\\S"
    },
    "code": {
      "type": "string",
      "maxLength": 10,
      "pattern": "\\S"
    },
    "heading": {
      "type": "string",
      "maxLength": 120,
      "pattern": "\\S"
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
      ]
    },
    "homeAction": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "href": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
  "type": "object",
  "properties": {
    "adviser": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "role": {
          "type": "string",
          "maxLength": 120,
          "pattern": "\\S"
        },
        "initials": {
          "type": "string",
          "maxLength": 4,
          "pattern": "\\S"
        }
      },
      "required": [
        "name",
        "role",
        "initials"
      ],
      "additionalProperties": false
    },
    "contact": {
      "type": "object",
      "properties": {
        "phone": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "phoneDigits": {
          "type": "string",
          "pattern": "^\\+[0-9]{8,15}$"
        },
        "email": {
          "type": "string",
          "maxLength": 254,
          "format": "email",
          "pattern": "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"
        },
        "city": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        },
        "state": {
          "type": "string",
          "maxLength": 80,
          "pattern": "\\S"
        }
      },
      "required": [
        "phone",
        "phoneDigits",
        "email",
        "city",
        "state"
      ],
      "additionalProperties": false
    },
    "header": {
      "type": "object",
      "properties": {
        "skipLink": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "home": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "aboutMenu": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "aboutUs": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "ourProcess": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "servicesMenu": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "servicesOverview": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "feeStructure": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "resources": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "contact": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "formCrs": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "reviewAction": {
          "type": "object",
          "properties": {
            "label": {
              "type": "string",
              "maxLength": 40,
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
              "pattern": "\\S"
            },
            "href": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^(https?:\\/\\/[^\\s/?#]+[^\\s]*|mailto:[^\\s]+|tel:\\+?[0-9][0-9 ()-]*|\\/([^/\\\\\\s][^\\s]*)?)$"
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
          "pattern": "\\S"
        },
        "closeMenu": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "mainNavLabel": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "mobileNavLabel": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
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
          "pattern": "\\S"
        },
        "about": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "services": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "process": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "fees": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "resourcesHeading": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "resources": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "contact": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "legalHeading": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "privacy": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "terms": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "adv": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "formCrs": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "navLabel": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
        },
        "socialLabel": {
          "type": "string",
          "maxLength": 40,
          "pattern": "\\S"
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
          ]
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
          "pattern": "\\S"
        },
        "emailPlaceholder": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
        },
        "submit": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "submitting": {
          "type": "string",
          "maxLength": 30,
          "pattern": "\\S"
        },
        "subscribed": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S"
        },
        "invalidEmail": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S"
        },
        "failed": {
          "type": "string",
          "maxLength": 200,
          "pattern": "\\S"
        },
        "trapLabel": {
          "type": "string",
          "maxLength": 60,
          "pattern": "\\S"
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
      "additionalProperties": false
    },
    "newTab": {
      "type": "string",
      "maxLength": 40,
      "pattern": "\\S"
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
    "state": "North Dakota"
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
