// The PostgREST query-string parser and SQL builder, without a database: names are checked against the
// schema cache and quoted, values only ever travel as bound parameters.
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../supabase/local/core/errors";
import {
  NotImplementedError,
  parseQueryParams,
  QueryParamError,
} from "../../../supabase/local/rest/query-params";
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  resolveFunction,
} from "../../../supabase/local/rest/sql";
import type { DbFunction, Relation } from "../../../supabase/local/db/schema-cache";

const resources: Relation = {
  schema: "public",
  name: "recommended_resources",
  columns: new Map(
    ["id", "title", "url", "is_featured", "created_at", "category"].map((name) => [
      name,
      { name, type: "text" },
    ]),
  ),
};

function parse(query: string) {
  return parseQueryParams(new URLSearchParams(query));
}

function httpErrorOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected an HttpError");
}

describe("parseQueryParams", () => {
  it("reads what supabase-js sends for the featured resources", () => {
    const params = parse("select=*&is_featured=eq.true&order=created_at.desc&limit=3&offset=6");
    expect(params).toEqual({
      select: [{ kind: "star" }],
      filters: [{ column: "is_featured", negated: false, operator: "eq", value: "true" }],
      order: [{ column: "created_at", descending: true }],
      limit: 3,
      offset: 6,
    });
  });

  it("reads column lists with aliases and quoted names", () => {
    expect(parse('select=id,name:title,"url"').select).toEqual([
      { kind: "column", column: "id" },
      { kind: "column", column: "title", alias: "name" },
      { kind: "column", column: "url" },
    ]);
  });

  it("reads every filter operator the app uses, with not", () => {
    const params = parse(
      'a=neq.1&b=gt.2&c=gte.3&d=lt.4&e=lte.5&f=like.*x*&g=ilike.Y*&h=is.null&i=not.is.true&j=in.(1,"two, three",4)&k=in.()',
    );
    expect(params.filters.map((f) => [f.column, f.negated, f.operator, f.value])).toEqual([
      ["a", false, "neq", "1"],
      ["b", false, "gt", "2"],
      ["c", false, "gte", "3"],
      ["d", false, "lt", "4"],
      ["e", false, "lte", "5"],
      ["f", false, "like", "*x*"],
      ["g", false, "ilike", "Y*"],
      ["h", false, "is", "null"],
      ["i", true, "is", "true"],
      ["j", false, "in", ["1", "two, three", "4"]],
      ["k", false, "in", []],
    ]);
  });

  it("keeps values verbatim, however hostile", () => {
    const [filter] = parse(`title=eq.${encodeURIComponent("x'); drop table users; --")}`).filters;
    expect(filter).toMatchObject({ operator: "eq", value: "x'); drop table users; --" });
  });

  it("orders by several columns with nulls placement", () => {
    expect(parse("order=category.asc.nullslast,created_at.desc").order).toEqual([
      { column: "category", descending: false, nulls: "last" },
      { column: "created_at", descending: true },
    ]);
  });

  it("reads logic trees, nested, negated and with quoted values, as PostgREST does", () => {
    const params = parse(
      `or=${encodeURIComponent('(title.ilike.*tax*,and(category.eq."a, b",id.not.in.(1,2)),not.or(url.is.null))')}&not.and=(id.gt.1,id.lt.5)`,
    );
    expect(params.logic).toEqual([
      {
        logic: "or",
        negated: false,
        conditions: [
          { column: "title", negated: false, operator: "ilike", value: "*tax*" },
          {
            logic: "and",
            negated: false,
            conditions: [
              { column: "category", negated: false, operator: "eq", value: "a, b" },
              { column: "id", negated: true, operator: "in", value: ["1", "2"] },
            ],
          },
          {
            logic: "or",
            negated: true,
            conditions: [{ column: "url", negated: false, operator: "is", value: "null" }],
          },
        ],
      },
      {
        logic: "and",
        negated: true,
        conditions: [
          { column: "id", negated: false, operator: "gt", value: "1" },
          { column: "id", negated: false, operator: "lt", value: "5" },
        ],
      },
    ]);
  });

  it("reads quoted column names inside a logic tree, as PostgREST's pQuotedValue does", () => {
    const value = '("title".eq.x, "a \\"b\\"".eq.y,not.and("url".is.null))';
    expect(parse(`or=${encodeURIComponent(value)}`).logic).toEqual([
      {
        logic: "or",
        negated: false,
        conditions: [
          { column: "title", negated: false, operator: "eq", value: "x" },
          { column: 'a "b"', negated: false, operator: "eq", value: "y" },
          {
            logic: "and",
            negated: true,
            conditions: [{ column: "url", negated: false, operator: "is", value: "null" }],
          },
        ],
      },
    ]);
  });

  it("reads or=title.eq.x (no parentheses) as PostgREST does: a filter on a column named ortitle", () => {
    const params = parse("or=title.eq.x");
    expect(params.logic).toBeUndefined();
    expect(params.filters).toEqual([
      { column: "ortitle", negated: false, operator: "eq", value: "x" },
    ]);
    expect(() => buildRead(resources, params, { offset: 0, limit: 10 }, false)).toThrow(
      expect.objectContaining({
        status: 400,
        body: expect.objectContaining({
          code: "42703",
          message: "column recommended_resources.ortitle does not exist",
        }),
      }),
    );
  });

  it.each([
    ["or=(title.eq.1,category.eq.2", 'unexpected end of input expecting "," or ")"', 28],
    ["or=[title.eq.1]", 'unexpected "[" expecting "("', 3],
    [
      "or=()",
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
      4,
    ],
    ["or=(id.in.1,2,id.eq.3)", 'unexpected "1" expecting "("', 10],
    ["or=(id.eq.1,not.xor(id.eq.2))", 'unexpected "x" expecting logic operator (and, or)', 16],
    ["or=(title.noop.1)", 'unexpected "n" expecting "not" or operator (eq, gt, ...)', 10],
    [
      "or=((((",
      'unexpected "(" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
      4,
    ],
  ])("rejects the logic tree %s with PGRST100's message and column", (query, details, column) => {
    const value = query.slice(query.indexOf("=") + 1);
    let error: unknown;
    try {
      parse(query.replace(value, encodeURIComponent(value)));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QueryParamError);
    expect(error).toMatchObject({
      message: `"failed to parse logic tree (${value})" (line 1, column ${column})`,
      details,
    });
  });

  it("refuses logic trees nested deeper than any screen needs, before any SQL", () => {
    const deep = `${"or(".repeat(100)}id.eq.1${")".repeat(100)}`;
    expect(() => parse(`or=(${deep})`)).toThrow(QueryParamError);
  });

  it.each([
    ["title=noop.1", "failed to parse filter (noop.1)"],
    ["title=hello", "failed to parse filter (hello)"],
    ["title=is.maybe", "failed to parse filter (is.maybe)"],
    ["title=in.1,2", "failed to parse filter (in.1,2)"],
    ["limit=-1", "failed to parse limit parameter (-1)"],
    ["order=title.sideways", "failed to parse order (title.sideways)"],
    ["select=ti;tle", "failed to parse select parameter (ti;tle)"],
    ['bad"name=eq.1', 'failed to parse tree path (bad"name)'],
  ])("rejects %s as a parse error", (query, message) => {
    expect(() => parse(query)).toThrow(QueryParamError);
    expect(() => parse(query)).toThrow(message);
  });

  it.each([
    "title=cs.{a}",
    "or=(a.cs.{1},b.eq.2)",
    "select=*,owner(*)",
    "on_conflict=id",
    "title=eq(any).{a,b}",
  ])("reports %s as not implemented rather than guessing", (query) => {
    expect(() => parse(query)).toThrow(NotImplementedError);
  });
});

describe("buildRead", () => {
  it("binds every value and quotes every checked name", () => {
    const params = parse(
      "select=id,name:title&title=ilike.*a'b*&id=in.(1,2)&category=is.null&order=created_at.desc&limit=5&offset=10",
    );
    const sql = buildRead(resources, params, { offset: 10, limit: 5 }, true);
    expect(sql.values).toEqual(["%a'b%", "1", "2", 5, 10]);
    expect(sql.text).not.toContain("a'b");
    expect(sql.text).toContain('"public"."recommended_resources"."title" as "name"');
    expect(sql.text).toContain('"public"."recommended_resources"."category" is null');
    expect(sql.text).toContain('order by "public"."recommended_resources"."created_at" desc');
    expect(sql.text).toContain("limit $4 offset $5");
    expect(sql.text).toContain("(select count(*) from");
  });

  it("rejects unknown columns before any SQL exists, as Postgres would", () => {
    for (const query of [
      "select=nope",
      "nope=eq.1",
      "order=nope.asc",
      'select="title; drop table x; --"',
    ]) {
      const error = httpErrorOf(() => buildRead(resources, parse(query), { offset: 0 }, false));
      expect(error.status).toBe(400);
      expect(error.body).toMatchObject({ code: "42703" });
    }
  });

  it("turns an empty in-list into a condition that matches nothing", () => {
    const sql = buildRead(resources, parse("id=in.()"), { offset: 0 }, false);
    expect(sql.text).toContain("where false");
    expect(sql.values).toEqual([]);
  });
});

describe("mutations", () => {
  it("inserts rows through json_populate_recordset, as one bound JSON value", () => {
    const rows = [{ title: "A", url: "https://a.example" }];
    const sql = buildInsert(resources, rows, ["title", "url"], [{ kind: "star" }]);
    expect(sql.values).toEqual([JSON.stringify(rows)]);
    expect(sql.text).toContain(
      'insert into "public"."recommended_resources" ("title", "url") select "title", "url" from json_populate_recordset(',
    );
    expect(sql.returnsBody).toBe(true);
  });

  it("reports unknown body keys as PostgREST does (PGRST204)", () => {
    const error = httpErrorOf(() => buildInsert(resources, [{ nope: 1 }], ["nope"], undefined));
    expect(error.body).toMatchObject({
      code: "PGRST204",
      message: "Could not find the 'nope' column of 'recommended_resources' in the schema cache",
    });
  });

  it("updates and deletes only what the filters select, without returning when minimal", () => {
    const update = buildUpdate(resources, { title: "B" }, parse("id=eq.7").filters, undefined);
    expect(update.text).toMatch(
      /^update "public"."recommended_resources" set "title" = _pgrst_body."title" from .* where "public"."recommended_resources"."id" = \$2::text::text$/,
    );
    expect(update.values).toEqual([JSON.stringify({ title: "B" }), "7"]);
    expect(update.returnsBody).toBe(false);
    const remove = buildDelete(resources, parse("id=eq.7").filters, [{ kind: "star" }]);
    expect(remove.text).toContain(
      'delete from "public"."recommended_resources" where "public"."recommended_resources"."id" = $1::text::text returning',
    );
  });

  it("returns only the columns the select names (a table granted column by column stays writable), all of them for *", () => {
    const named = buildUpdate(resources, { title: "B" }, parse("id=eq.7").filters, [
      { kind: "column", column: "id" },
      { kind: "column", column: "id", alias: "key" },
    ]);
    expect(named.text).toContain('returning "public"."recommended_resources"."id")');
    expect(named.text).not.toContain('returning "public"."recommended_resources".*');
    const everything = buildInsert(resources, [{ title: "A" }], ["title"], [{ kind: "star" }]);
    expect(everything.text).toContain('returning "public"."recommended_resources".*)');
    expect(() =>
      buildUpdate(resources, { title: "B" }, [], [{ kind: "column", column: "nope" }]),
    ).toThrow(HttpError);
  });
});

describe("rpc", () => {
  const hasRole: DbFunction = {
    schema: "public",
    name: "has_role",
    parameters: [
      { name: "_user_id", type: "uuid", hasDefault: false },
      { name: "_role", type: "app_role", hasDefault: false },
    ],
    returnsSet: false,
    returnsRow: false,
    returnsVoid: false,
  };

  it("resolves the overload by argument names", () => {
    expect(resolveFunction([hasRole], ["_user_id", "_role"])).toBe(hasRole);
    expect(resolveFunction([hasRole], ["_user_id"])).toBeUndefined();
    expect(resolveFunction([hasRole], ["_user_id", "_role", "extra"])).toBeUndefined();
  });

  it("passes arguments by name as bound parameters", () => {
    const sql = buildRpc(hasRole, { _user_id: "u-1", _role: "admin" }, 1000);
    expect(sql.text).toContain(
      '"public"."has_role"("_user_id" := $1::text::uuid, "_role" := $2::text::app_role)',
    );
    expect(sql.values).toEqual(["u-1", "admin"]);
  });

  it("caps what a set-returning function answers at max_rows, and nothing else", () => {
    expect(buildRpc(hasRole, {}, 1000).text).not.toContain("limit");
    const rows = buildRpc({ ...hasRole, returnsSet: true }, {}, 1000);
    expect(rows.text).toContain('select "public"."has_role"() as _pgrst_row limit $1');
    expect(rows.values).toEqual([1000]);
  });
});
