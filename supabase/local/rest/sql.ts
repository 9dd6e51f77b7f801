// Builds the SQL for a PostgREST request. Every identifier is looked up in the schema cache first and
// then quoted; every value is a bound parameter. Result rows are rendered to JSON by Postgres itself
// (json_agg), as PostgREST does, so types serialise exactly as the hosted API returns them.
import type { DbFunction, Relation } from "../db/schema-cache";
import { restErrors } from "./errors";
import { COMPARISON_OPERATORS, type Filter } from "./filters";
import type { Condition } from "./logic-tree";
import type { OrderTerm, SelectItem } from "./query-params";

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** What a statement yields: `body` (JSON text) and `row_count`, unless it is a bare mutation. */
export interface BuiltStatement extends SqlQuery {
  returnsBody: boolean;
}

export interface Page {
  offset: number;
  limit?: number;
}

const MUTATED = "_pgrst_mutated";
const ROW = "_pgrst_row";

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function relationSql(relation: Relation): string {
  return `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
}

function column(relation: Relation, name: string, source: string): string {
  if (!relation.columns.has(name)) throw restErrors.unknownColumn(relation.name, name);
  return `${source}.${quoteIdent(name)}`;
}

/**
 * A request value for a place of type `type` (a type name from pg_catalog, never from the request):
 * sent as text and converted by Postgres, so a bad value is Postgres's 22P02 whatever the driver.
 */
function typedParam(params: Params, value: unknown, type: string): string {
  return `${params.add(value)}::text::${type}`;
}

function columnType(relation: Relation, name: string): string {
  return relation.columns.get(name)?.type ?? "text";
}

function bodyColumn(relation: Relation, name: string): string {
  if (!relation.columns.has(name)) throw restErrors.unknownBodyColumn(relation.name, name);
  return quoteIdent(name);
}

function selectList(relation: Relation, items: SelectItem[], source: string): string {
  return items
    .map((item) => {
      if (item.kind === "star") return `${source}.*`;
      const expression = column(relation, item.column, source);
      return item.alias === undefined ? expression : `${expression} as ${quoteIdent(item.alias)}`;
    })
    .join(", ");
}

const IS_SQL = {
  null: "null",
  not_null: "not null",
  true: "true",
  false: "false",
  unknown: "unknown",
} as const;

function condition(relation: Relation, filter: Condition, params: Params, source: string): string {
  if ("logic" in filter) {
    const sql = filter.conditions
      .map((inner) => `(${condition(relation, inner, params, source)})`)
      .join(` ${filter.logic} `);
    return filter.negated ? `not (${sql})` : `(${sql})`;
  }
  return columnCondition(relation, filter, params, source);
}

function columnCondition(
  relation: Relation,
  filter: Filter,
  params: Params,
  source: string,
): string {
  const target = column(relation, filter.column, source);
  let sql: string;
  if (filter.operator === "is") {
    sql = `${target} is ${IS_SQL[filter.value]}`;
  } else if (filter.operator === "in") {
    const type = columnType(relation, filter.column);
    sql =
      filter.value.length === 0
        ? "false"
        : `${target} in (${filter.value.map((v) => typedParam(params, v, type)).join(", ")})`;
  } else if (filter.operator === "like" || filter.operator === "ilike") {
    // PostgREST lets URLs use * for SQL's % wildcard.
    sql = `${target} ${filter.operator} ${params.add(filter.value.replaceAll("*", "%"))}::text`;
  } else {
    sql = `${target} ${COMPARISON_OPERATORS[filter.operator]} ${typedParam(params, filter.value, columnType(relation, filter.column))}`;
  }
  return filter.negated ? `not (${sql})` : sql;
}

function whereClause(
  relation: Relation,
  filters: Condition[],
  params: Params,
  source: string,
): string {
  if (filters.length === 0) return "";
  return ` where ${filters.map((filter) => condition(relation, filter, params, source)).join(" and ")}`;
}

function orderClause(relation: Relation, order: OrderTerm[], source: string): string {
  if (order.length === 0) return "";
  const terms = order.map((term) => {
    const nulls = term.nulls === undefined ? "" : ` nulls ${term.nulls}`;
    return `${column(relation, term.column, source)} ${term.descending ? "desc" : "asc"}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

function aggregate(inner: string): string {
  return `select coalesce(json_agg(${ROW}), '[]')::text as body, count(*)::int as row_count from (${inner}) ${ROW}`;
}

export interface ReadRequest {
  select: SelectItem[];
  filters: Condition[];
  logic?: Condition[];
  order: OrderTerm[];
}

/** A page of rows plus, when asked for, the total the filters match (`Prefer: count=exact`). */
export function buildRead(
  relation: Relation,
  request: ReadRequest,
  page: Page,
  withTotal: boolean,
): SqlQuery {
  const params = new Params();
  const source = relationSql(relation);
  const where = whereClause(
    relation,
    [...request.filters, ...(request.logic ?? [])],
    params,
    source,
  );
  const limit = page.limit === undefined ? "" : ` limit ${params.add(page.limit)}`;
  const offset = page.offset === 0 ? "" : ` offset ${params.add(page.offset)}`;
  const inner = `select ${selectList(relation, request.select, source)} from ${source}${where}${orderClause(relation, request.order, source)}${limit}${offset}`;
  const total = withTotal ? `(select count(*) from ${source}${where})::text` : "null::text";
  return {
    text: `select _pgrst_page.*, ${total} as total from (${aggregate(inner)}) _pgrst_page`,
    values: params.values,
  };
}

function withReturning(
  mutation: string,
  params: Params,
  relation: Relation,
  returning: SelectItem[] | undefined,
): BuiltStatement {
  if (returning === undefined) return { text: mutation, values: params.values, returnsBody: false };
  const list = selectList(relation, returning, MUTATED);
  // Only the columns the select names, as PostgREST returns them: a table whose columns are granted
  // one by one (site_settings) is written by a role that may not read every column.
  const target = relationSql(relation);
  const returned = returning.some((item) => item.kind === "star")
    ? `${target}.*`
    : [...new Set(returning.flatMap((item) => (item.kind === "column" ? [item.column] : [])))]
        .map((name) => column(relation, name, target))
        .join(", ");
  return {
    text: `with ${MUTATED} as (${mutation} returning ${returned}) ${aggregate(`select ${list} from ${MUTATED}`)}`,
    values: params.values,
    returnsBody: true,
  };
}

/** Rows arrive as one JSON array; Postgres converts each value to the column's type. */
export function buildInsert(
  relation: Relation,
  rows: Record<string, unknown>[],
  columns: string[],
  returning: SelectItem[] | undefined,
): BuiltStatement {
  const params = new Params();
  const target = relationSql(relation);
  if (columns.length === 0) {
    if (rows.length !== 1) throw restErrors.invalidBody("All object keys must match");
    return withReturning(`insert into ${target} default values`, params, relation, returning);
  }
  const list = columns.map((name) => bodyColumn(relation, name)).join(", ");
  const mutation = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`;
  return withReturning(mutation, params, relation, returning);
}

export function buildUpdate(
  relation: Relation,
  patch: Record<string, unknown>,
  filters: Condition[],
  returning: SelectItem[] | undefined,
): BuiltStatement {
  const params = new Params();
  const target = relationSql(relation);
  const assignments = Object.keys(patch)
    .map((name) => `${bodyColumn(relation, name)} = _pgrst_body.${quoteIdent(name)}`)
    .join(", ");
  const body = `(select * from json_populate_record(null::${target}, ${params.add(JSON.stringify(patch))}::json)) _pgrst_body`;
  const mutation = `update ${target} set ${assignments} from ${body}${whereClause(relation, filters, params, target)}`;
  return withReturning(mutation, params, relation, returning);
}

export function buildDelete(
  relation: Relation,
  filters: Condition[],
  returning: SelectItem[] | undefined,
): BuiltStatement {
  const params = new Params();
  const target = relationSql(relation);
  return withReturning(
    `delete from ${target}${whereClause(relation, filters, params, target)}`,
    params,
    relation,
    returning,
  );
}

function parameterValue(value: unknown): unknown {
  if (value === null || typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Picks the overload whose parameter names cover the arguments and whose required ones are all given. */
export function resolveFunction(
  overloads: DbFunction[],
  argumentNames: string[],
): DbFunction | undefined {
  return overloads.find((fn) => {
    const names = new Set(fn.parameters.map((p) => p.name));
    return (
      argumentNames.every((name) => names.has(name)) &&
      fn.parameters.every((p) => p.hasDefault || argumentNames.includes(p.name))
    );
  });
}

// Polymorphic parameters take no cast: Postgres resolves them from the call.
const POLYMORPHIC = /^(any|"any"$|record$)/;

/**
 * Calls a function with named arguments; its result comes back as a JSON array of rows or values,
 * at most `maxRows` of them for a set-returning function.
 */
export function buildRpc(
  fn: DbFunction,
  args: Record<string, unknown>,
  maxRows: number,
): BuiltStatement {
  const params = new Params();
  const named = Object.entries(args).map(([name, value]) => {
    const type = fn.parameters.find((parameter) => parameter.name === name)?.type ?? "text";
    const placeholder = POLYMORPHIC.test(type)
      ? params.add(parameterValue(value))
      : typedParam(params, parameterValue(value), type);
    return `${quoteIdent(name)} := ${placeholder}`;
  });
  const call = `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${named.join(", ")})`;
  if (fn.returnsVoid) return { text: `select ${call}`, values: params.values, returnsBody: false };
  // A row type aggregates as objects; a scalar is named after ROW so json_agg collects the bare values.
  const inner = fn.returnsRow ? `select * from ${call}` : `select ${call} as ${ROW}`;
  const limit = fn.returnsSet ? ` limit ${params.add(maxRows)}` : "";
  return { text: aggregate(`${inner}${limit}`), values: params.values, returnsBody: true };
}
