// PostgREST's filter grammar for one column, `[not.]operator.value` (eq, neq, gt, gte, lt, lte,
// like, ilike, is, in), field names, and the errors a query string can raise. Used for plain filters
// (query-params.ts) and inside logic trees (logic-tree.ts).

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
  "match",
  "imatch",
  "isdistinct",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxr",
  "nxl",
  "adj",
  "fts",
  "plfts",
  "phfts",
  "wfts",
]);
const UNQUOTED_NAME = /^[A-Za-z0-9_ $]+(?:-(?!>)[A-Za-z0-9_ $]+)*$/;

export function parseFieldName(raw: string, context: string): string {
  if (
    raw.length >= 2 &&
    raw.startsWith('"') &&
    raw.endsWith('"') &&
    !raw.slice(1, -1).includes('"')
  ) {
    return raw.slice(1, -1);
  }
  if (UNQUOTED_NAME.test(raw)) return raw;
  throw new QueryParamError(
    `"failed to parse ${context}" (line 1, column 1)`,
    `unexpected "${raw}" expecting field name`,
  );
}

/** `in.(a,"b,c",d)`: a parenthesised list whose items may be double-quoted with backslash escapes. */
function parseList(raw: string, context: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")")) {
    throw new QueryParamError(
      `"failed to parse filter (${context})" (line 1, column 1)`,
      'expecting "("',
    );
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
        throw new QueryParamError(
          `"failed to parse filter (${context})" (line 1, column 1)`,
          "unexpected end of input expecting '\"'",
        );
      }
      index += 1;
      items.push(value);
    } else {
      const end = body.indexOf(",", index);
      items.push(body.slice(index, end === -1 ? body.length : end));
      index = end === -1 ? body.length : end;
    }
    if (index < body.length && body[index] !== ",") {
      throw new QueryParamError(
        `"failed to parse filter (${context})" (line 1, column 1)`,
        'expecting "," or ")"',
      );
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

  if (dot === -1)
    throw parseError(
      `unexpected "${operatorPart.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`,
    );
  if (operator !== operatorPart)
    throw new NotImplementedError(`the (any) and (all) operator modifiers`);
  if (operator in COMPARISON_OPERATORS) {
    return { column, negated, operator: operator as ComparisonOperator, value };
  }
  if (operator === "is") {
    if (!(IS_VALUES as readonly string[]).includes(value.toLowerCase())) {
      throw parseError(
        `unexpected "${value.slice(0, 1)}" expecting null or trilean value (unknown, true, false)`,
      );
    }
    return { column, negated, operator: "is", value: value.toLowerCase() as IsValue };
  }
  if (operator === "in") return { column, negated, operator: "in", value: parseList(value, raw) };
  if (KNOWN_UNSUPPORTED_OPERATORS.has(operator))
    throw new NotImplementedError(`the '${operator}' filter operator`);
  throw parseError(
    `unexpected "${operatorPart.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`,
  );
}
