// PostgREST's query-string grammar, the subset supabase-js emits for this app: select lists with
// aliases, filters (eq, neq, gt, gte, lt, lte, like, ilike, is, in, with not.), order, limit, offset.
// Parsing yields names and values only; the SQL builder checks names against the schema cache.

export type SelectItem = { kind: "star" } | { kind: "column"; column: string; alias?: string };

export const COMPARISON_OPERATORS = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
} as const;
export type ComparisonOperator = keyof typeof COMPARISON_OPERATORS;

export const IS_VALUES = ["null", "not_null", "true", "false", "unknown"] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Filter =
  | { column: string; negated: boolean; operator: ComparisonOperator; value: string }
  | { column: string; negated: boolean; operator: "is"; value: IsValue }
  | { column: string; negated: boolean; operator: "in"; value: string[] };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: "first" | "last";
}

export interface QueryParams {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` of a bulk insert: which body keys become columns. */
  columns?: string[];
}

/** PGRST100: the query string does not parse. */
export class QueryParamError extends Error {
  constructor(
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

/** PGRST127: valid PostgREST, but beyond what this local stack implements. */
export class NotImplementedError extends Error {
  constructor(readonly details: string) {
    super("Feature not implemented");
  }
}

// Operators PostgREST knows that this stack does not implement: reported as such, not as typos.
const KNOWN_UNSUPPORTED_OPERATORS = new Set([
  "match", "imatch", "isdistinct", "cs", "cd", "ov", "sl", "sr", "nxr", "nxl", "adj",
  "fts", "plfts", "phfts", "wfts",
]);
const LOGIC_PARAMS = new Set(["or", "and", "not.or", "not.and"]);

const UNQUOTED_NAME = /^[A-Za-z0-9_ $]+(?:-(?!>)[A-Za-z0-9_ $]+)*$/;

function parseFieldName(raw: string, context: string): string {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') && !raw.slice(1, -1).includes('"')) {
    return raw.slice(1, -1);
  }
  if (UNQUOTED_NAME.test(raw)) return raw;
  throw new QueryParamError(`"failed to parse ${context}" (line 1, column 1)`, `unexpected "${raw}" expecting field name`);
}

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const char of input) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === "(") depth += 1;
    else if (!quoted && char === ")") depth -= 1;
    if (char === "," && depth === 0 && !quoted) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function parseSelect(raw: string): SelectItem[] {
  const context = `select parameter (${raw})`;
  if (raw.trim() === "") return [{ kind: "star" }];
  return splitTopLevel(raw).map((item): SelectItem => {
    if (item === "*") return { kind: "star" };
    if (/[()!]|->|::/.test(item)) {
      throw new NotImplementedError(`select item '${item}': embedding, casts, JSON paths and aggregates`);
    }
    const colon = item.startsWith('"') ? -1 : item.indexOf(":");
    if (colon >= 0) {
      return {
        kind: "column",
        alias: parseFieldName(item.slice(0, colon), context),
        column: parseFieldName(item.slice(colon + 1), context),
      };
    }
    return { kind: "column", column: parseFieldName(item, context) };
  });
}

/** `in.(a,"b,c",d)`: a parenthesised list whose items may be double-quoted with backslash escapes. */
function parseList(raw: string, context: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")")) {
    throw new QueryParamError(`"failed to parse filter (${context})" (line 1, column 1)`, 'expecting "("');
  }
  const body = raw.slice(1, -1);
  if (body === "") return [];
  const items: string[] = [];
  let index = 0;
  while (index <= body.length) {
    if (body[index] === '"') {
      let value = "";
      index += 1;
      while (index < body.length && body[index] !== '"') {
        if (body[index] === "\\" && index + 1 < body.length) index += 1;
        value += body[index];
        index += 1;
      }
      if (body[index] !== '"') {
        throw new QueryParamError(`"failed to parse filter (${context})" (line 1, column 1)`, 'unexpected end of input expecting \'"\'');
      }
      index += 1;
      items.push(value);
    } else {
      const end = body.indexOf(",", index);
      items.push(body.slice(index, end === -1 ? body.length : end));
      index = end === -1 ? body.length : end;
    }
    if (index < body.length && body[index] !== ",") {
      throw new QueryParamError(`"failed to parse filter (${context})" (line 1, column 1)`, 'expecting "," or ")"');
    }
    index += 1;
  }
  return items;
}

export function parseFilter(column: string, raw: string): Filter {
  const negated = raw.startsWith("not.");
  const expression = negated ? raw.slice(4) : raw;
  const dot = expression.indexOf(".");
  const operatorPart = dot === -1 ? expression : expression.slice(0, dot);
  const value = dot === -1 ? "" : expression.slice(dot + 1);
  const operator = operatorPart.replace(/\((any|all)\)$/, "");
  const parseError = (details: string) =>
    new QueryParamError(`"failed to parse filter (${raw})" (line 1, column 1)`, details);

  if (dot === -1) throw parseError(`unexpected "${operatorPart.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`);
  if (operator !== operatorPart) throw new NotImplementedError(`the (any) and (all) operator modifiers`);
  if (operator in COMPARISON_OPERATORS) {
    return { column, negated, operator: operator as ComparisonOperator, value };
  }
  if (operator === "is") {
    if (!(IS_VALUES as readonly string[]).includes(value.toLowerCase())) {
      throw parseError(`unexpected "${value.slice(0, 1)}" expecting null or trilean value (unknown, true, false)`);
    }
    return { column, negated, operator: "is", value: value.toLowerCase() as IsValue };
  }
  if (operator === "in") return { column, negated, operator: "in", value: parseList(value, raw) };
  if (KNOWN_UNSUPPORTED_OPERATORS.has(operator)) throw new NotImplementedError(`the '${operator}' filter operator`);
  throw parseError(`unexpected "${operatorPart.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`);
}

function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const [name = "", ...modifiers] = term.split(".");
    const order: OrderTerm = { column: parseFieldName(name, `order (${raw})`), descending: false };
    for (const modifier of modifiers) {
      if (modifier === "asc" || modifier === "desc") order.descending = modifier === "desc";
      else if (modifier === "nullsfirst" || modifier === "nullslast") order.nulls = modifier === "nullsfirst" ? "first" : "last";
      else {
        throw new QueryParamError(
          `"failed to parse order (${raw})" (line 1, column 1)`,
          'expecting "asc", "desc", "nullsfirst" or "nullslast"',
        );
      }
    }
    return order;
  });
}

function parseNonNegative(name: string, raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) {
    throw new QueryParamError(`"failed to parse ${name} parameter (${raw})" (line 1, column 1)`, "expecting digit");
  }
  return Number(raw);
}

function parseColumns(raw: string): string[] {
  return splitTopLevel(raw).map((name) => parseFieldName(name, `columns parameter (${raw})`));
}

export function parseQueryParams(search: URLSearchParams): QueryParams {
  const params: QueryParams = { select: [{ kind: "star" }], filters: [], order: [] };
  for (const [key, value] of search) {
    if (key === "select") params.select = parseSelect(value);
    else if (key === "order") params.order = parseOrder(value);
    else if (key === "limit") params.limit = parseNonNegative("limit", value);
    else if (key === "offset") params.offset = parseNonNegative("offset", value);
    else if (key === "columns") params.columns = parseColumns(value);
    else if (key === "on_conflict") throw new NotImplementedError("upsert (on_conflict)");
    else if (key === "apikey") continue;
    else if (LOGIC_PARAMS.has(key)) throw new NotImplementedError(`the '${key}' logic tree`);
    else if (key.includes(".") && !key.startsWith('"')) throw new NotImplementedError(`filters on embedded resources ('${key}')`);
    else params.filters.push(parseFilter(parseFieldName(key, `tree path (${key})`), value));
  }
  return params;
}
