// PostgREST's logic trees: `or=(a.eq.1,and(b.gt.2,c.is.null))`, `and=`, `not.or=`, `not.and=`.
// The parameter's name and value are read as one expression ("or(" + value without its "("), as
// PostgREST's pLogicTree does: a filter `field.[not.]op.value`, or `[not.]and|or(` trees `,` `)`.
// Values stop at "," or ")" unless double-quoted; an in-list is parenthesised. What follows the
// outermost ")" is ignored, as PostgREST ignores it. A tree that does not parse is PGRST100 with the
// column where it failed; operators this stack lacks are PGRST127, as for plain filters.
import { type Filter, parseFieldName, parseFilter, QueryParamError } from "./filters";

export interface LogicNode {
  logic: "and" | "or";
  negated: boolean;
  conditions: Condition[];
}
export type Condition = Filter | LogicNode;

export const LOGIC_KEYS = new Set(["or", "and", "not.or", "not.and"]);

/** Deeper nesting than any search screen needs; Postgres would run out of stack long before 1000. */
const MAX_DEPTH = 64;

/** A failure at a position; the parser reports the one that got furthest, as Parsec does. */
class Failure {
  constructor(
    readonly at: number,
    readonly details: string,
  ) {}
}

class LogicParser {
  private at = 0;
  constructor(private readonly text: string) {}

  private describe(at: number): string {
    return at >= this.text.length ? "end of input" : `"${this.text[at]}"`;
  }

  private fail(expecting: string, at = this.at): never {
    throw new Failure(at, `unexpected ${this.describe(at)} expecting ${expecting}`);
  }

  private spaces(): void {
    while (this.text[this.at] === " ") this.at += 1;
  }

  private take(literal: string): boolean {
    if (!this.text.startsWith(literal, this.at)) return false;
    this.at += literal.length;
    return true;
  }

  tree(depth: number): Condition {
    const start = this.at;
    let filterFailure: Failure;
    try {
      return this.filter();
    } catch (failure) {
      if (!(failure instanceof Failure)) throw failure;
      filterFailure = failure;
    }
    this.at = start;
    try {
      return this.node(depth);
    } catch (failure) {
      if (!(failure instanceof Failure)) throw failure;
      throw failure.at >= filterFailure.at ? failure : filterFailure;
    }
  }

  private node(depth: number): LogicNode {
    const negated = this.take("not.");
    const logic = this.take("and") ? "and" : this.take("or") ? "or" : undefined;
    if (!logic) {
      this.fail(
        negated
          ? "logic operator (and, or)"
          : "field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)",
      );
    }
    if (depth >= MAX_DEPTH)
      throw new Failure(this.at, `logic trees nest at most ${MAX_DEPTH} deep`);
    this.spaces();
    if (!this.take("(")) this.fail('"("');
    this.spaces();
    const conditions = [this.tree(depth + 1)];
    for (;;) {
      this.spaces();
      if (this.take(")")) break;
      if (!this.take(",")) this.fail('"," or ")"');
      this.spaces();
      conditions.push(this.tree(depth + 1));
    }
    this.spaces();
    return { logic, negated, conditions };
  }

  /** `field.[not.]operator.value`; the value's extent is the logic tree's, its meaning parseFilter's. */
  private filter(): Filter {
    this.spaces();
    const fieldStart = this.at;
    const quoted =
      this.text[this.at] === '"'
        ? (this.quoted("anywhere") ?? this.fail("field name (* or [a..z0..9_$])"))
        : undefined;
    const field = quoted ?? this.rawUntil(/[.,()]/u);
    this.spaces();
    if (!this.take(".")) this.fail("delimiter (.)");
    const column =
      quoted ?? this.check(fieldStart, () => parseFieldName(field.trim(), "logic tree"));
    const operatorStart = this.at;
    const negation = this.take("not.") ? "not." : "";
    const operator = this.rawUntil(/[.,()]/u);
    if (operator === "in" && this.text.startsWith(".", this.at)) {
      this.at += 1;
      return this.check(operatorStart, () => parseFilter(column, `${negation}in.${this.list()}`));
    }
    if (!this.take(".")) this.fail('"not" or operator (eq, gt, ...)', operatorStart);
    const value = this.value();
    return this.check(operatorStart, () => parseFilter(column, `${negation}${operator}.${value}`));
  }

  /** Runs a plain-filter parser on a piece of the tree; its parse errors are the tree's, at `at`. */
  private check<T>(at: number, parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      if (error instanceof QueryParamError) throw new Failure(at, error.details);
      throw error;
    }
  }

  private rawUntil(stop: RegExp): string {
    const start = this.at;
    while (this.at < this.text.length && !stop.test(this.text[this.at] ?? "")) this.at += 1;
    return this.text.slice(start, this.at);
  }

  /**
   * A double-quoted string with backslash escapes, if one starts here: a field name's anywhere (as
   * PostgREST's pQuotedValue), a value's only when "," or ")" follows it (pLogicSingleVal's
   * notFollowedBy), else the value is read raw.
   */
  private quoted(ends: "anywhere" | "before delimiter"): string | undefined {
    const start = this.at;
    let value = "";
    let index = start + 1;
    while (index < this.text.length && this.text[index] !== '"') {
      if (this.text[index] === "\\") index += 1;
      value += this.text[index] ?? "";
      index += 1;
    }
    if (index >= this.text.length) return undefined;
    const after = this.text[index + 1];
    if (ends === "before delimiter" && after !== undefined && after !== "," && after !== ")")
      return undefined;
    this.at = index + 1;
    return value;
  }

  private value(): string {
    if (this.text[this.at] === '"') {
      const quoted = this.quoted("before delimiter");
      if (quoted !== undefined) return quoted;
    }
    if (this.text[this.at] === "{") {
      const close = this.text.indexOf("}", this.at);
      if (close !== -1 && !this.text.slice(this.at + 1, close).includes("{")) {
        const array = this.text.slice(this.at, close + 1);
        this.at = close + 1;
        return array;
      }
    }
    return this.rawUntil(/[,)]/u);
  }

  /** `(a,"b,c")`: the list's text, quotes kept, for parseFilter to read. */
  private list(): string {
    this.spaces();
    const start = this.at;
    if (!this.take("(")) this.fail('"("');
    let quoted = false;
    while (this.at < this.text.length) {
      const char = this.text[this.at];
      if (char === "\\" && quoted) this.at += 1;
      else if (char === '"') quoted = !quoted;
      else if (char === ")" && !quoted) break;
      this.at += 1;
    }
    if (!this.take(")")) this.fail('"," or ")"');
    const list = this.text.slice(start, this.at);
    this.spaces();
    return list;
  }
}

/**
 * `key` is or, and, not.or or not.and; `value` the parameter's value, "(...)". Like PostgREST, which
 * parses "or" + value with pLogicTree and tries a filter first, a value without the parentheses
 * is a filter on a column named after both: `or=title.eq.x` filters the column "ortitle" (Postgres
 * then answers 42703, the column does not exist), `or=.eq.1` the column "or".
 */
export function parseLogicTree(key: string, value: string): Condition {
  try {
    return new LogicParser(`${key}${value}`).tree(0);
  } catch (failure) {
    if (!(failure instanceof Failure)) throw failure;
    throw new QueryParamError(
      `"failed to parse logic tree (${value})" (line 1, column ${failure.at + 1})`,
      failure.details,
    );
  }
}
