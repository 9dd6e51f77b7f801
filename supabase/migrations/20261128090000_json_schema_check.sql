-- The database refuses page content that does not match the page's schema, whoever writes it (the
-- admin app, a script with the service-role key, the SQL editor): a trigger on the content's table
-- calls this function. The zod schema of a page is the one source; the JSON Schema it checks against
-- is derived from it with z.toJSONSchema(schema, { target: "draft-2020-12" }), never written by hand.
--
-- private.json_schema_violation(value, schema, path) is null when value matches schema, else one
-- message for the first violation found, prefixed with the path of the offending value
-- (`hero.highlights[1].title: must be at most 120 characters`; no prefix at the root). It knows the
-- subset zod emits: type, properties, required, additionalProperties, items, prefixItems, minItems,
-- maxItems, minLength, maxLength (characters), pattern (Postgres regex, unanchored), enum, const,
-- allOf (a string with several patterns), anyOf, oneOf, minimum, maximum, exclusiveMinimum,
-- exclusiveMaximum, and true / false schemas; any other keyword is ignored. A value nested more
-- than 32 levels deep is refused.
create function private.json_schema_violation(value jsonb, schema jsonb, path text default '')
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  here constant text := coalesce(path, '');
  prefix constant text := case when coalesce(path, '') = '' then '' else path || ': ' end;
  value_type text;
  types jsonb;
  type_names text[];
  number_value numeric;
  string_value text;
  prefix_items jsonb;
  prefix_count integer;
  item_schema jsonb;
  element jsonb;
  item_index bigint;
  member_key text;
  member_path text;
  member_schema jsonb;
  union_keyword text;
  branches jsonb;
  branch jsonb;
  branch_types jsonb;
  valid_count integer;
  fitting_violation text;
  any_type_fits boolean;
  violation text;
begin
  if schema is null then
    raise exception 'json_schema_violation: no schema for %', coalesce(nullif(here, ''), 'the value')
      using errcode = '22023';
  end if;
  if value is null then
    return prefix || 'is required';
  end if;
  value_type := pg_catalog.jsonb_typeof(value);

  -- Hostile input: a value deeper than 32 levels (a container at level 32, the root being level 0)
  -- is refused before anything recurses into it. The jsonpath stops at that level.
  if value_type in ('object', 'array')
     and pg_catalog.jsonb_path_exists(
       value, 'strict $.**{32} ? (@.type() == "object" || @.type() == "array")') then
    return prefix || 'must not be nested more than 32 levels deep';
  end if;

  if pg_catalog.jsonb_typeof(schema) = 'boolean' then
    return case when schema = 'true'::jsonb then null else prefix || 'is not allowed' end;
  end if;
  if pg_catalog.jsonb_typeof(schema) <> 'object' then
    raise exception 'json_schema_violation: the schema for % must be an object or a boolean',
      coalesce(nullif(here, ''), 'the value')
      using errcode = '22023';
  end if;

  -- type
  if schema ? 'type' then
    types := case pg_catalog.jsonb_typeof(schema -> 'type')
      when 'array' then schema -> 'type'
      else pg_catalog.jsonb_build_array(schema -> 'type')
    end;
    if not (types ? value_type
            or (value_type = 'number' and types ? 'integer'
                and (value)::numeric = pg_catalog.trunc((value)::numeric))) then
      select pg_catalog.array_agg(
               case t.name
                 when 'object' then 'an object'
                 when 'array' then 'an array'
                 when 'string' then 'a string'
                 when 'number' then 'a number'
                 when 'integer' then 'an integer'
                 when 'boolean' then 'a boolean'
                 else t.name
               end order by t.n)
        into type_names
        from pg_catalog.jsonb_array_elements_text(types) with ordinality as t(name, n);
      return prefix || 'must be ' || case
        when pg_catalog.cardinality(type_names) > 1 then
          pg_catalog.array_to_string(type_names[1:pg_catalog.cardinality(type_names) - 1], ', ')
            || ' or ' || type_names[pg_catalog.cardinality(type_names)]
        else pg_catalog.array_to_string(type_names, '')
      end;
    end if;
  end if;

  -- const, enum
  if schema ? 'const' and value <> schema -> 'const' then
    return prefix || 'must be ' || (schema -> 'const')::text;
  end if;
  if pg_catalog.jsonb_typeof(schema -> 'enum') = 'array'
     and not exists (
       select from pg_catalog.jsonb_array_elements(schema -> 'enum') as e(allowed) where e.allowed = value) then
    return prefix || 'must be one of ' || (
      select coalesce(pg_catalog.string_agg(e.allowed::text, ', ' order by e.n), '(nothing)')
        from pg_catalog.jsonb_array_elements(schema -> 'enum') with ordinality as e(allowed, n));
  end if;

  -- strings: lengths in characters (code points)
  if value_type = 'string' then
    string_value := value #>> '{}';
    if schema ? 'minLength' and pg_catalog.char_length(string_value) < (schema -> 'minLength')::numeric then
      return prefix || 'must be at least ' || (schema -> 'minLength')::text
        || case when (schema -> 'minLength')::numeric = 1 then ' character' else ' characters' end;
    end if;
    if schema ? 'maxLength' and pg_catalog.char_length(string_value) > (schema -> 'maxLength')::numeric then
      return prefix || 'must be at most ' || (schema -> 'maxLength')::text
        || case when (schema -> 'maxLength')::numeric = 1 then ' character' else ' characters' end;
    end if;
    if schema ? 'pattern' and not string_value ~ (schema ->> 'pattern') then
      return prefix || 'does not match the required pattern';
    end if;
  end if;

  -- numbers
  if value_type = 'number' then
    number_value := (value)::numeric;
    if schema ? 'minimum' and number_value < (schema -> 'minimum')::numeric then
      return prefix || 'must be at least ' || (schema -> 'minimum')::text;
    end if;
    if schema ? 'maximum' and number_value > (schema -> 'maximum')::numeric then
      return prefix || 'must be at most ' || (schema -> 'maximum')::text;
    end if;
    if schema ? 'exclusiveMinimum' and number_value <= (schema -> 'exclusiveMinimum')::numeric then
      return prefix || 'must be greater than ' || (schema -> 'exclusiveMinimum')::text;
    end if;
    if schema ? 'exclusiveMaximum' and number_value >= (schema -> 'exclusiveMaximum')::numeric then
      return prefix || 'must be less than ' || (schema -> 'exclusiveMaximum')::text;
    end if;
  end if;

  -- arrays: prefixItems (a tuple's places), then items for the places after them
  if value_type = 'array' then
    if schema ? 'minItems' and pg_catalog.jsonb_array_length(value) < (schema -> 'minItems')::numeric then
      return prefix || 'must have at least ' || (schema -> 'minItems')::text
        || case when (schema -> 'minItems')::numeric = 1 then ' item' else ' items' end;
    end if;
    if schema ? 'maxItems' and pg_catalog.jsonb_array_length(value) > (schema -> 'maxItems')::numeric then
      return prefix || 'must have at most ' || (schema -> 'maxItems')::text
        || case when (schema -> 'maxItems')::numeric = 1 then ' item' else ' items' end;
    end if;
    prefix_items := case
      when pg_catalog.jsonb_typeof(schema -> 'prefixItems') = 'array' then schema -> 'prefixItems'
    end;
    prefix_count := coalesce(pg_catalog.jsonb_array_length(prefix_items), 0);
    item_schema := schema -> 'items';
    if prefix_count > 0
       or (item_schema is not null and item_schema <> 'true'::jsonb and item_schema <> '{}'::jsonb) then
      for element, item_index in
        select e.item, e.n - 1 from pg_catalog.jsonb_array_elements(value) with ordinality as e(item, n)
      loop
        if item_index < prefix_count then
          member_schema := prefix_items -> item_index::integer;
        elsif item_schema is null then
          exit;
        else
          member_schema := item_schema;
        end if;
        violation := private.json_schema_violation(element, member_schema, here || '[' || item_index || ']');
        if violation is not null then
          return violation;
        end if;
      end loop;
    end if;
  end if;

  -- objects: required keys in the schema's order, then the value's members
  if value_type = 'object' then
    if pg_catalog.jsonb_typeof(schema -> 'required') = 'array' then
      for member_key in select r.name from pg_catalog.jsonb_array_elements_text(schema -> 'required') as r(name)
      loop
        if not value ? member_key then
          member_path := case
            when member_key ~ '^[A-Za-z_$][A-Za-z0-9_$]*$' then
              case when here = '' then member_key else here || '.' || member_key end
            else here || '[' || pg_catalog.to_jsonb(member_key)::text || ']'
          end;
          return member_path || ': is required';
        end if;
      end loop;
    end if;
    for member_key, element in select m.name, m.member from pg_catalog.jsonb_each(value) as m(name, member)
    loop
      if pg_catalog.jsonb_typeof(schema -> 'properties') = 'object' and schema -> 'properties' ? member_key then
        member_schema := schema -> 'properties' -> member_key;
      elsif schema ? 'additionalProperties' then
        member_schema := schema -> 'additionalProperties';
      else
        continue;
      end if;
      continue when member_schema = 'true'::jsonb or member_schema = '{}'::jsonb;
      member_path := case
        when member_key ~ '^[A-Za-z_$][A-Za-z0-9_$]*$' then
          case when here = '' then member_key else here || '.' || member_key end
        else here || '[' || pg_catalog.to_jsonb(member_key)::text || ']'
      end;
      violation := private.json_schema_violation(element, member_schema, member_path);
      if violation is not null then
        return violation;
      end if;
    end loop;
  end if;

  -- allOf: every branch (zod writes a string's second pattern there).
  if pg_catalog.jsonb_typeof(schema -> 'allOf') = 'array' then
    for branch in select b.branch from pg_catalog.jsonb_array_elements(schema -> 'allOf') as b(branch) loop
      violation := private.json_schema_violation(value, branch, here);
      if violation is not null then
        return violation;
      end if;
    end loop;
  end if;

  -- anyOf: one branch at least; oneOf: exactly one. When none matches, the message is the likeliest
  -- one: the allowed values of a union of literals; else the failure of the first branch whose type
  -- fits the value (and whose const properties, a discriminated union's tag, agree with it); else the
  -- allowed types; else the allowed tags; else 'does not match any allowed form'.
  foreach union_keyword in array array['anyOf', 'oneOf'] loop
    branches := schema -> union_keyword;
    continue when pg_catalog.jsonb_typeof(branches) is distinct from 'array';
    valid_count := 0;
    fitting_violation := null;
    any_type_fits := false;
    for branch in select b.branch from pg_catalog.jsonb_array_elements(branches) as b(branch) loop
      violation := private.json_schema_violation(value, branch, here);
      if violation is null then
        valid_count := valid_count + 1;
        exit when union_keyword = 'anyOf';
        continue;
      end if;
      continue when pg_catalog.jsonb_typeof(branch) <> 'object';
      branch_types := case pg_catalog.jsonb_typeof(branch -> 'type')
        when 'array' then branch -> 'type'
        when 'string' then pg_catalog.jsonb_build_array(branch -> 'type')
      end;
      if branch_types is null or branch_types ? value_type
         or (value_type = 'number' and branch_types ? 'integer') then
        any_type_fits := true;
        if fitting_violation is null
           and (value_type <> 'object' or not exists (
             select from pg_catalog.jsonb_each(branch -> 'properties') as p(name, property)
              where pg_catalog.jsonb_typeof(p.property) = 'object' and p.property ? 'const'
                and value ? p.name and value -> p.name <> p.property -> 'const')) then
          fitting_violation := violation;
        end if;
      end if;
    end loop;

    if union_keyword = 'oneOf' and valid_count > 1 then
      return prefix || 'matches more than one allowed form';
    end if;
    continue when valid_count > 0;

    if pg_catalog.jsonb_array_length(branches) > 0 and not exists (
         select from pg_catalog.jsonb_array_elements(branches) as b(branch)
          where not (pg_catalog.jsonb_typeof(b.branch) = 'object' and b.branch ? 'const')) then
      return private.json_schema_violation(value, pg_catalog.jsonb_build_object('enum', (
        select pg_catalog.jsonb_agg(b.branch -> 'const' order by b.n)
          from pg_catalog.jsonb_array_elements(branches) with ordinality as b(branch, n))), here);
    end if;
    if fitting_violation is not null then
      return fitting_violation;
    end if;
    if not any_type_fits and not exists (
         select from pg_catalog.jsonb_array_elements(branches) as b(branch)
          where not (pg_catalog.jsonb_typeof(b.branch) = 'object' and b.branch ? 'type')) then
      return private.json_schema_violation(value, pg_catalog.jsonb_build_object('type', (
        select pg_catalog.jsonb_agg(u.name order by u.first)
          from (select t.name, pg_catalog.min(b.n * 1000 + t.n) as first
                  from pg_catalog.jsonb_array_elements(branches) with ordinality as b(branch, n)
                  cross join lateral pg_catalog.jsonb_array_elements_text(
                    case pg_catalog.jsonb_typeof(b.branch -> 'type')
                      when 'array' then b.branch -> 'type'
                      else pg_catalog.jsonb_build_array(b.branch -> 'type')
                    end) with ordinality as t(name, n)
                 group by t.name) as u)), here);
    end if;
    if value_type = 'object' then
      select d.name into member_key
        from pg_catalog.jsonb_object_keys(branches -> 0 -> 'properties') as d(name)
       where value ? d.name
         and not exists (
           select from pg_catalog.jsonb_array_elements(branches) as b(branch)
            where not coalesce(pg_catalog.jsonb_typeof(b.branch -> 'properties' -> d.name) = 'object'
                               and (b.branch -> 'properties' -> d.name) ? 'const', false))
       limit 1;
      if member_key is not null then
        member_path := case
          when member_key ~ '^[A-Za-z_$][A-Za-z0-9_$]*$' then
            case when here = '' then member_key else here || '.' || member_key end
          else here || '[' || pg_catalog.to_jsonb(member_key)::text || ']'
        end;
        return private.json_schema_violation(value -> member_key, pg_catalog.jsonb_build_object('enum', (
          select pg_catalog.jsonb_agg(b.branch -> 'properties' -> member_key -> 'const' order by b.n)
            from pg_catalog.jsonb_array_elements(branches) with ordinality as b(branch, n))), member_path);
      end if;
    end if;
    return prefix || 'does not match any allowed form';
  end loop;

  return null;
end;
$$;

revoke all on function private.json_schema_violation(jsonb, jsonb, text) from public;
