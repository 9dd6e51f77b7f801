-- Helpers that tables and policies use but the API must not expose: the `private` schema is not in
-- the API's schema list and the API roles get no usage on it. Triggers run their functions without
-- an EXECUTE check, so nobody needs one.
create schema private;
revoke all on schema private from public;

-- Keeps updated_at current on every update.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- For records that are kept (a regulator may ask for old versions): a delete or truncate fails for
-- everyone, the table owner included. Retire a row instead.
create function private.refuse_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'rows of %.% are kept for the record and cannot be deleted', tg_table_schema, tg_table_name
    using errcode = '42501', hint = 'Set is_active to false instead.';
end;
$$;

revoke all on function private.set_updated_at() from public;
revoke all on function private.refuse_delete() from public;
