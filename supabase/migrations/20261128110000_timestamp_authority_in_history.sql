-- Which time-stamping authority stamps the record, and which certificate its tokens must chain to,
-- is part of the record: a changed URL or trust anchor decides which tokens an examiner should
-- accept. Every change of public.timestamp_authority now enters the hash-chained content history
-- like any watched table (20261123110000_content_history.sql), and the offline verifier checks that
-- the authority an export names is the one the history last recorded. (Its delete and truncate are
-- refused already, by timestamp_authority_refuse_delete.)

create trigger timestamp_authority_history
  after insert or update or delete on public.timestamp_authority
  for each row execute function private.record_content_change();

-- The authority as it is now, entered by nobody (an update that changes nothing: entries can only
-- be written by the trigger), so the history names the authority from here on.
update public.timestamp_authority set url = url;
