// What PostgREST calls its schema cache: the tables, views, columns and functions of the exposed
// schemas, read from pg_catalog at start-up (and on refresh). Request names are checked against it
// before they are quoted into SQL; anything not found here never reaches the database.
import type { Queryable } from "./database";

export const EXPOSED_SCHEMAS = ["public"] as const;

export interface Column {
  name: string;
  type: string;
}

export interface Relation {
  schema: string;
  name: string;
  columns: Map<string, Column>;
}

export interface FunctionParameter {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  parameters: FunctionParameter[];
  returnsSet: boolean;
  /** True for functions returning a row type (a table row, a composite, TABLE(...)). */
  returnsRow: boolean;
  returnsVoid: boolean;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  functions: Map<string, DbFunction[]>;
  roles: Set<string>;
  /** Per-role settings PostgREST applies when it switches role (statement_timeout). */
  roleSettings: Map<string, Record<string, string>>;
}

export function qualifiedKey(schema: string, name: string): string {
  return `${schema}.${name}`;
}

interface ColumnRow {
  schema: string;
  relation: string;
  column: string;
  type: string;
}

interface FunctionRow {
  schema: string;
  name: string;
  arg_names: (string | null)[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  input_count: number;
  default_count: number;
  returns_set: boolean;
  returns_row: boolean;
  returns_void: boolean;
}

// Every catalog query returns one JSON text value, so pg and PGlite parse results identically.
const COLUMNS_SQL = `
  select coalesce(json_agg(json_build_object(
    'schema', n.nspname, 'relation', c.relname, 'column', a.attname,
    'type', format_type(a.atttypid, a.atttypmod)) order by n.nspname, c.relname, a.attnum), '[]')::text as json
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname in (select json_array_elements_text($1::json)) and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const FUNCTIONS_SQL = `
  select coalesce(json_agg(json_build_object(
    'schema', n.nspname, 'name', p.proname,
    'arg_names', p.proargnames, 'arg_modes', p.proargmodes::text[],
    'arg_types', (select coalesce(array_agg(format_type(t, null) order by i), '{}')
                  from unnest(p.proargtypes) with ordinality as u(t, i)),
    'input_count', p.pronargs, 'default_count', p.pronargdefaults,
    'returns_set', p.proretset,
    'returns_row', rt.typtype = 'c' or rt.oid = 'record'::regtype,
    'returns_void', rt.oid = 'void'::regtype)), '[]')::text as json
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname in (select json_array_elements_text($1::json)) and p.prokind = 'f'`;

const ROLES_SQL = `select coalesce(json_agg(rolname), '[]')::text as json from pg_roles`;

const ROLE_SETTINGS_SQL = `
  select coalesce(json_agg(json_build_object('role', r.rolname, 'settings', s.setconfig)), '[]')::text as json
  from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
  where s.setdatabase = 0 or s.setdatabase = (select oid from pg_database where datname = current_database())`;

const APPLIED_ROLE_SETTINGS = ["statement_timeout"];

function roleSettingsMap(
  rows: { role: string; settings: string[] }[],
): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>();
  for (const { role, settings } of rows) {
    for (const setting of settings) {
      const [name = "", value = ""] = setting.split(/=(.*)/s);
      if (APPLIED_ROLE_SETTINGS.includes(name)) map.set(role, { ...map.get(role), [name]: value });
    }
  }
  return map;
}

async function queryJson<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ json: string }>(sql, params);
  return JSON.parse(rows[0]?.json ?? "[]") as T;
}

function toFunction(row: FunctionRow): DbFunction {
  // proargnames/proargmodes cover OUT parameters too; keep the input ones, in order.
  const names = row.arg_names ?? [];
  const modes = row.arg_modes ?? names.map(() => "i");
  const inputNames = names.filter((_, index) => ["i", "b", "v"].includes(modes[index] ?? "i"));
  const firstDefault = row.input_count - row.default_count;
  return {
    schema: row.schema,
    name: row.name,
    parameters: row.arg_types.map((type, index) => ({
      name: inputNames[index] ?? "",
      type,
      hasDefault: index >= firstDefault,
    })),
    returnsSet: row.returns_set,
    returnsRow: row.returns_row,
    returnsVoid: row.returns_void,
  };
}

export async function loadSchemaCache(
  db: Queryable,
  schemas: readonly string[] = EXPOSED_SCHEMAS,
): Promise<SchemaCache> {
  const schemaList = JSON.stringify(schemas);
  const columns = await queryJson<ColumnRow[]>(db, COLUMNS_SQL, [schemaList]);
  const functions = await queryJson<FunctionRow[]>(db, FUNCTIONS_SQL, [schemaList]);
  const roles = await queryJson<string[]>(db, ROLES_SQL);
  const roleSettings = await queryJson<{ role: string; settings: string[] }[]>(
    db,
    ROLE_SETTINGS_SQL,
  );

  const relations = new Map<string, Relation>();
  for (const row of columns) {
    const key = qualifiedKey(row.schema, row.relation);
    const relation = relations.get(key) ?? {
      schema: row.schema,
      name: row.relation,
      columns: new Map(),
    };
    relation.columns.set(row.column, { name: row.column, type: row.type });
    relations.set(key, relation);
  }

  const byName = new Map<string, DbFunction[]>();
  for (const fn of functions.map(toFunction)) {
    const key = qualifiedKey(fn.schema, fn.name);
    byName.set(key, [...(byName.get(key) ?? []), fn]);
  }

  return {
    relations,
    functions: byName,
    roles: new Set(roles),
    roleSettings: roleSettingsMap(roleSettings),
  };
}
