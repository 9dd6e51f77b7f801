// PostgREST's query-string grammar, the subset supabase-js emits for this app: select lists with
// aliases, filters (see filters.ts) and logic trees (or=, and=; see logic-tree.ts), order, limit,
// offset. Parsing yields names and values only; the SQL builder checks names against the schema cache.

import {
  type Filter,
  NotImplementedError,
  parseFieldName,
  parseFilter,
  QueryParamError,
} from "./filters";
import { LOGIC_KEYS, type LogicNode, parseLogicTree } from "./logic-tree";

export { NotImplementedError, QueryParamError };

export type SelectItem = { kind: "star" } | { kind: "column"; column: string; alias?: string };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: "first" | "last";
}

export interface QueryParams {
  select: SelectItem[];
  filters: Filter[];
  /** or=, and=, not.or=, not.and=: each must hold, as every filter must. */
  logic?: LogicNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` of a bulk insert: which body keys become columns. */
  columns?: string[];
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
      throw new NotImplementedError(
        `select item '${item}': embedding, casts, JSON paths and aggregates`,
      );
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

function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const [name = "", ...modifiers] = term.split(".");
    const order: OrderTerm = { column: parseFieldName(name, `order (${raw})`), descending: false };
    for (const modifier of modifiers) {
      if (modifier === "asc" || modifier === "desc") order.descending = modifier === "desc";
      else if (modifier === "nullsfirst" || modifier === "nullslast")
        order.nulls = modifier === "nullsfirst" ? "first" : "last";
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
    throw new QueryParamError(
      `"failed to parse ${name} parameter (${raw})" (line 1, column 1)`,
      "expecting digit",
    );
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
    else if (LOGIC_KEYS.has(key)) {
      const tree = parseLogicTree(key, value);
      if ("logic" in tree) params.logic = [...(params.logic ?? []), tree];
      else params.filters.push(tree);
    } else if (key.includes(".") && !key.startsWith('"'))
      throw new NotImplementedError(`filters on embedded resources ('${key}')`);
    else params.filters.push(parseFilter(parseFieldName(key, `tree path (${key})`), value));
  }
  return params;
}
