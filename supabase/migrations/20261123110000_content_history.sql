-- Books and records (SEC Rule 204-2): every insert, update and delete of what the public sees is
-- entered in public.content_history by triggers, with the row before and after, who did it and when.
-- Each entry carries a SHA-256 over its contents and the previous entry's hash, so an entry that is
-- altered or removed afterwards breaks the chain; public.verify_content_history() finds the break.
-- Nothing in the product deletes an entry: the archive is the adviser's five-year record (README).

create type public.content_history_operation as enum ('insert', 'update', 'delete');

create table public.content_history (
  -- 1, 2, 3, ... without gaps: handed out under the chain head's lock, and a rolled-back change rolls
  -- its number back with it (an identity sequence would leave gaps that look like removed entries).
  id bigint primary key,
  -- The watched table, in schema public.
  table_name text not null,
  -- The row's `id` as text, so a table whose id is not a uuid (a one-row settings table) fits too.
  row_id text not null,
  operation public.content_history_operation not null,
  before jsonb,
  after jsonb,
  -- auth.uid() of the request; null for the service role, migrations and the database owner.
  -- No foreign key: the record outlives the account, and ON DELETE SET NULL would rewrite an entry.
  actor uuid,
  -- The database's clock when the change was entered (see private.record_content_change).
  occurred_at timestamptz not null,
  prev_hash text not null,
  hash text not null,
  constraint content_history_before_check check ((before is null) = (operation = 'insert')),
  constraint content_history_after_check check ((after is null) = (operation = 'delete')),
  constraint content_history_prev_hash_check check (prev_hash ~ '^[0-9a-f]{64}$'),
  constraint content_history_hash_check check (hash ~ '^[0-9a-f]{64}$')
);

comment on table public.content_history is
  'Append-only record of every change to public content, hash-chained; written only by triggers.';

-- The archive filters by date range, the admin pages show one item's history.
create index content_history_occurred_at_idx on public.content_history (occurred_at);
create index content_history_item_idx on public.content_history (table_name, row_id, id);

-- The head of the chain: the last entry's id and hash. Its row lock is what serializes writers.
create table private.content_history_head (
  singleton boolean primary key default true,
  last_id bigint not null,
  last_hash text not null,
  constraint content_history_head_singleton_check check (singleton)
);
insert into private.content_history_head (last_id, last_hash) values (0, repeat('0', 64));
revoke all on table private.content_history_head from public, anon, authenticated, service_role;

-- The entry's hash: SHA-256, in lowercase hex, of the UTF-8 text of one jsonb object holding every
-- column but `hash` (jsonb prints its keys in one fixed order, so the text is canonical), with
-- occurred_at written in UTC with microseconds, e.g. 2026-11-23T11:00:00.123456Z. Postgres' own
-- sha256() needs no extension. In public, and executable by authenticated, because
-- verify_content_history runs with its caller's rights; it reads nothing.
create function public.content_history_hash(entry public.content_history)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select encode(sha256(convert_to(jsonb_build_object(
    'id', entry.id,
    'table_name', entry.table_name,
    'row_id', entry.row_id,
    'operation', entry.operation,
    'before', entry.before,
    'after', entry.after,
    'actor', entry.actor,
    'occurred_at', to_char(entry.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'prev_hash', entry.prev_hash
  )::text, 'UTF8')), 'hex');
$$;

-- Enters one change at the end of the chain (for the trigger function below, and for the rows
-- already there when this migration runs).
create function private.append_content_history(
  _table_name text,
  _operation public.content_history_operation,
  _before jsonb,
  _after jsonb
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  entry public.content_history;
  newest_id bigint;
  newest_hash text;
begin
  -- FOR UPDATE holds the head's row lock until commit: a concurrent writer waits here and then reads
  -- the head this transaction wrote, so the chain cannot fork. It also makes occurred_at follow the
  -- chain's order: clock_timestamp() (not now(), the transaction's start) is read after the lock,
  -- and it gives each change of a multi-row statement its own instant.
  select head.last_id, head.last_hash
    into entry.id, entry.prev_hash
    from private.content_history_head head
    for update;
  -- The head runs ahead of the table when the newest entries were removed (the next entry then
  -- shows the gap), and behind it when a restore brought the entries back but not this head (a dump
  -- of schema public alone): then the chain goes on from its newest entry.
  select e.id, e.hash into newest_id, newest_hash
    from public.content_history e
    order by e.id desc
    limit 1;
  if newest_id > entry.id then
    entry.id := newest_id;
    entry.prev_hash := newest_hash;
  end if;
  entry.id := entry.id + 1;
  entry.table_name := _table_name;
  entry.operation := _operation;
  entry.before := _before;
  entry.after := _after;
  entry.row_id := coalesce(_after, _before) ->> 'id';
  if entry.row_id is null then
    raise exception 'public.% has no id column: the content history cannot name its rows', _table_name;
  end if;
  entry.actor := auth.uid();
  entry.occurred_at := clock_timestamp();
  entry.hash := public.content_history_hash(entry);
  insert into public.content_history values (entry.*);
  update private.content_history_head set last_id = entry.id, last_hash = entry.hash;
end;
$$;

-- The one trigger function for every watched table: AFTER INSERT OR UPDATE OR DELETE, FOR EACH ROW.
-- Security definer, because the API roles may not write the history themselves. Row images are
-- rendered in UTC (to_jsonb prints timestamptz in the session's time zone), so an entry reads the
-- same whoever wrote it. To watch another public table with an `id` column (site_settings, issue
-- 10), its migration attaches this function before the table's first row is written, refuses
-- TRUNCATE (which would skip row triggers), and adds the table to the catalog guard's list of
-- watched tables (supabase/tests/catalog-guards.test.ts):
--
--   create trigger site_settings_history
--     after insert or update or delete on public.site_settings
--     for each row execute function private.record_content_change();
--   create trigger site_settings_refuse_truncate
--     before truncate on public.site_settings
--     for each statement execute function private.refuse_rewrite('Change rows one by one, so the content history records them.');
create function private.record_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
set timezone = 'UTC'
as $$
begin
  perform private.append_content_history(
    tg_table_name,
    lower(tg_op)::public.content_history_operation,
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    case when tg_op <> 'DELETE' then to_jsonb(new) end
  );
  return null;
end;
$$;

-- A statement that would rewrite the record fails for everyone, the table owner included. The
-- trigger's argument, if any, is the hint.
create function private.refuse_rewrite()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% on %.% is refused: it is kept for the record', tg_op, tg_table_schema, tg_table_name
    using errcode = '42501', hint = coalesce(tg_argv[0], '');
end;
$$;

-- Entries come from private.record_content_change only: an INSERT not made inside a trigger fails,
-- the owner's included (it would also take the next number from under the chain head).
create function private.refuse_direct_history_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() < 2 then
    raise exception 'entries of public.content_history are written by triggers only'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function public.content_history_hash(public.content_history) from public, anon, authenticated, service_role;
grant execute on function public.content_history_hash(public.content_history) to authenticated, service_role;
revoke all on function private.append_content_history(text, public.content_history_operation, jsonb, jsonb) from public;
revoke all on function private.record_content_change() from public;
revoke all on function private.refuse_rewrite() from public;
revoke all on function private.refuse_direct_history_insert() from public;

-- Rows that exist when the record begins (a project migrated with content in it) are entered as
-- inserts at this moment, by nobody: their created_at says when they were really made. (Before the
-- guard below, which only lets triggers insert.)
set local timezone = 'UTC';
select private.append_content_history('recommended_resources', 'insert', null, to_jsonb(r))
from (select * from public.recommended_resources order by created_at, id) r;
select private.append_content_history('legal_documents', 'insert', null, to_jsonb(d))
from (select * from public.legal_documents order by created_at, id) d;

create trigger content_history_written_by_triggers
  before insert on public.content_history
  for each row execute function private.refuse_direct_history_insert();

create trigger content_history_append_only
  before update or delete or truncate on public.content_history
  for each statement execute function private.refuse_rewrite('The content history is append-only.');

create trigger recommended_resources_history
  after insert or update or delete on public.recommended_resources
  for each row execute function private.record_content_change();

create trigger recommended_resources_refuse_truncate
  before truncate on public.recommended_resources
  for each statement execute function private.refuse_rewrite('Delete rows instead, so the content history records them.');

create trigger legal_documents_history
  after insert or update or delete on public.legal_documents
  for each row execute function private.record_content_change();

-- Admins read; nobody writes through the API, the service role included (it may read, for exports).
alter table public.content_history enable row level security;

revoke all on table public.content_history from public, anon, authenticated, service_role;
grant select on table public.content_history to authenticated, service_role;

create policy "Admins read the content history"
  on public.content_history for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Walks the chain in id order and reports the first broken link: 'gap' (an entry is missing before
-- broken_id), 'prev_hash mismatch' (broken_id does not point at the entry before it) or 'hash
-- mismatch' (broken_id's contents are not what its hash was computed over). With the caller's rights:
-- admins and the service role see every entry; a signed-in non-admin is refused rather than told
-- that an empty chain is valid. last_id and last_hash let an examiner compare with an earlier export
-- (removing the newest entries leaves a shorter chain that is valid in itself).
create function public.verify_content_history()
returns table (
  valid boolean,
  entries bigint,
  last_id bigint,
  last_hash text,
  broken_id bigint,
  reason text,
  detail text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if current_user = 'authenticated' and not public.has_role(auth.uid(), 'admin') then
    raise exception 'only admins can verify the content history' using errcode = '42501';
  end if;
  return query
  with links as (
    select e.id, e.prev_hash, e.hash,
           public.content_history_hash(e) as recomputed,
           lag(e.id, 1, 0::bigint) over chain as previous_id,
           lag(e.hash, 1, repeat('0', 64)) over chain as previous_hash
    from public.content_history e
    window chain as (order by e.id)
  ),
  checked as (
    select l.id, l.previous_id,
           case
             when l.id <> l.previous_id + 1 then 'gap'
             when l.prev_hash <> l.previous_hash then 'prev_hash mismatch'
             when l.hash <> l.recomputed then 'hash mismatch'
           end as problem
    from links l
  ),
  first_break as (
    select c.id, c.previous_id, c.problem from checked c
    where c.problem is not null
    order by c.id
    limit 1
  ),
  totals as (
    select count(*) as entries,
           (select e.id from public.content_history e order by e.id desc limit 1) as last_id,
           (select e.hash from public.content_history e order by e.id desc limit 1) as last_hash
    from public.content_history
  )
  select b.id is null, t.entries, t.last_id, t.last_hash, b.id, b.problem,
         case b.problem
           when 'gap' then format('entries %s to %s are missing before entry %s', b.previous_id + 1, b.id - 1, b.id)
           when 'prev_hash mismatch' then format('entry %s does not carry the hash of entry %s', b.id, b.previous_id)
           when 'hash mismatch' then format('entry %s was changed after it was written', b.id)
         end
  from totals t
  left join first_break b on true;
end;
$$;

revoke all on function public.verify_content_history() from public, anon, authenticated, service_role;
grant execute on function public.verify_content_history() to authenticated, service_role;
