-- Which time-stamping authority stamps the record, and which certificate its tokens must chain to,
-- is part of the record: a changed URL or trust anchor decides which tokens an examiner should
-- accept. Every change of public.timestamp_authority now enters the hash-chained content history
-- like any watched table (20261123110000_content_history.sql), and the offline verifier checks that
-- the authority an export names is the one the history last recorded. (Its delete and truncate are
-- refused already, by timestamp_authority_refuse_delete.)

create trigger timestamp_authority_history
  after insert or update or delete on public.timestamp_authority
  for each row execute function private.record_content_change();

-- The authority as it is now, entered as an insert by nobody, as the content history entered the
-- rows that existed when it began (the guard that lets only triggers write entries stands aside
-- for this one statement, inside this migration's transaction).
alter table public.content_history disable trigger content_history_written_by_triggers;
set local timezone = 'UTC';
select private.append_content_history('timestamp_authority', 'insert', null, to_jsonb(a))
from public.timestamp_authority a;
alter table public.content_history enable trigger content_history_written_by_triggers;
