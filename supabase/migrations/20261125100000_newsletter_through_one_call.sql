-- Newsletter sign-ups through one narrow call (issue 19, findings 1 and 2). The INSERT grant let
-- PostgREST report what the trigger did: `Prefer: count=exact` answered */0 for an address already
-- on the list and */1 for a new one, so anyone could learn who is subscribed; and one request could
-- carry thousands of rows, each taking an advisory lock until the lock table ran out. Now a visitor
-- calls public.subscribe_to_newsletter(email, source_path): one address per call, no row count, no
-- advisory lock, and the same answer (204, no body) for a new, a known and a differently cased
-- address. The table's CHECK constraints still refuse a malformed address or path.

-- Security definer functions that the API roles may call, and nothing else: not in an exposed
-- schema (the API reaches them only through public's invoker wrappers, so splinter's 0028/0029 have
-- nothing to flag), and not in `private`, whose functions are for triggers and policies only. Each
-- function here is granted to the roles that need it; supabase/tests/catalog-guards.test.ts lists
-- what the schema may hold.
create schema intake;
revoke all on schema intake from public;
grant usage on schema intake to anon, authenticated;

-- Security definer: the caller may not read the list, so only the table's owner can tell a known
-- address from a new one, and it tells nobody. The unique index on lower(email) decides; a
-- concurrent sign-up of the same address waits for the other's transaction, then does nothing.
create function intake.subscribe_to_newsletter(_email text, _source_path text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.newsletter_subscribers (email, source_path)
  values (btrim(_email), _source_path)
  on conflict ((lower(email))) do nothing;
end;
$$;

revoke all on function intake.subscribe_to_newsletter(text, text) from public;
grant execute on function intake.subscribe_to_newsletter(text, text) to anon, authenticated;

-- The API's entry point (POST /rest/v1/rpc/subscribe_to_newsletter), with the caller's rights.
create function public.subscribe_to_newsletter(email text, source_path text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select intake.subscribe_to_newsletter(email, source_path);
$$;

revoke all on function public.subscribe_to_newsletter(text, text) from public, anon, authenticated, service_role;
grant execute on function public.subscribe_to_newsletter(text, text) to anon, authenticated;

-- No direct insert through the API any more, and so no per-row trigger with its advisory lock. The
-- service role keeps its grants (it may insert, read and delete: an import, an unsubscribe); the
-- column default stamps consented_at.
revoke insert on table public.newsletter_subscribers from anon, authenticated;
drop policy "Visitors subscribe, consenting now" on public.newsletter_subscribers;
drop policy "Signed-in users subscribe, consenting now" on public.newsletter_subscribers;
drop trigger newsletter_subscribers_admit on public.newsletter_subscribers;
drop function private.admit_newsletter_subscriber();
