// The Marketing Rule review log, read from history entries alone: each page publication with the
// check's findings, its answers, who published it and the first release whose content reaches it.
import { parse } from "lossless-json";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { answerTo, reviewLog, type ReviewLogEntry } from "@/features/content-history/review-log";
import { buildReviewLogCsv } from "@/features/content-history/review-log-csv";

const admin = "a1a1a1a1-0000-4000-8000-000000000001";
const answer = "Net of fees, with its 1-, 5- and 10-year periods, on /fees.";
const settingsAnswer = "Ranked first by the Fargo Forum's 2026 reader poll, named on /about.";

const version = (
  id: number,
  page_key: string,
  version: number,
  body: string,
  answers: Record<string, string> = {},
): ReviewLogEntry => ({
  id,
  table_name: "page_versions",
  operation: "insert",
  actor: admin,
  occurred_at: `2026-11-28T1${id % 10}:00:00.000Z`,
  after: {
    id,
    page_key,
    version,
    content: { title: "Page not found", body },
    marketing_rule_answers: answers,
    restored_from: null,
  },
});

const release = (id: number, releaseId: string, contentThrough: number | null): ReviewLogEntry => ({
  id,
  table_name: "site_releases",
  operation: "insert",
  actor: null,
  occurred_at: `2026-11-28T1${id % 10}:30:00.000Z`,
  after: {
    id: releaseId,
    recorded_at: `2026-11-28T1${id % 10}:30:00Z`,
    content_through: contentThrough,
  },
});

const entries: ReviewLogEntry[] = [
  // Out of order, as two tables' reads come back.
  version(4, "not-found", 3, "We are not sure what you were looking for."),
  version(1, "not-found", 1, "Nothing here."),
  release(2, "release-a", 1),
  version(3, "not-found", 2, "Our clients saw a 12.4% return last year.", {
    "performance:body:12.4% return": answer,
  }),
  // A release recorded before releases named their content: it reaches nothing.
  release(5, "release-old", null),
  release(6, "release-b", 3),
  // An update of a version row is no publication.
  { ...version(7, "not-found", 2, "Guaranteed returns."), operation: "update" },
  // A save of the site settings, whose tagline every page shows: a superlative, answered.
  {
    id: 8,
    table_name: "site_settings",
    operation: "update",
    actor: admin,
    occurred_at: "2026-11-28T18:00:00.000Z",
    after: {
      id: 1,
      site_name: "Prairie Ledger Advisors",
      company_tagline: "The leading fiduciary in Fargo.",
      logo_url: null,
      marketing_rule_answers: { "superlative:companyTagline:the leading": settingsAnswer },
    },
  },
];

describe("reviewLog", () => {
  const log = reviewLog(entries);

  it("lists each publication once, newest first, with who published it", () => {
    expect(
      log.map(({ entryId, published }) => [
        entryId,
        published.kind === "page" ? published.version : published.kind,
      ]),
    ).toEqual([
      [8, "settings"],
      [4, 3],
      [3, 2],
      [1, 1],
    ]);
    expect(log.every((publication) => publication.actor === admin)).toBe(true);
  });

  it("names the first release whose content reaches the publication, or none yet", () => {
    expect(log.map((publication) => publication.release?.id ?? null)).toEqual([
      null,
      null,
      "release-b",
      "release-a",
    ]);
  });

  it("finds what the check finds in the published words, with the answer published with it", () => {
    const [, clean, answered] = log;
    expect(clean!.findings).toEqual([]);
    expect(answered!.findings).toHaveLength(1);
    const [finding] = answered!.findings;
    expect(finding).toMatchObject({ level: "warning", match: { text: "12.4% return" } });
    expect(answerTo(answered!, finding!)).toBe(answer);
  });

  it("checks the site settings' words as saved, with their answers", () => {
    const [settings] = log;
    expect(settings!.published).toEqual({ kind: "settings" });
    expect(
      settings!.findings.map((finding) => [finding.level, finding.field, finding.match.text]),
    ).toEqual([["warning", "companyTagline", "The leading"]]);
    expect(answerTo(settings!, settings!.findings[0]!)).toBe(settingsAnswer);
  });

  it("names who asked for an approved publication (its publisher approved it)", () => {
    const requester = "c3c3c3c3-0000-4000-8000-000000000003";
    const approved = version(1, "about", 4, "About us.");
    (approved.after as Record<string, unknown>).approval_requested_by = requester;
    const [publication] = reviewLog([approved]);
    expect(publication!.published).toMatchObject({ kind: "page", requestedBy: requester });
    expect(publication!.actor).toBe(admin);
    const [row] = Papa.parse<Record<string, string>>(
      buildReviewLogCsv([publication!], new Map()).replace(/^\uFEFF/, ""),
      { header: true, skipEmptyLines: true },
    ).data;
    expect(row!.approval_requested_by).toBe(requester);
  });

  it("gives no answer for one under 20 characters (not enough to publish a warning with)", () => {
    const [short] = reviewLog([
      version(1, "home", 1, "A 12.4% return.", { "performance:body:12.4% return": "ok" }),
    ]);
    expect(answerTo(short!, short!.findings[0]!)).toBeUndefined();
  });

  it("reads the archive's entries, whose numbers are lossless-json's", () => {
    const lossless = parse(JSON.stringify(entries)) as ReviewLogEntry[];
    expect(reviewLog(lossless).map((publication) => publication.release?.id ?? null)).toEqual([
      null,
      null,
      "release-b",
      "release-a",
    ]);
  });
});

// A Market Insights post's version and a featured resource's save are publications too; a save of
// a resource that is not featured is not (the public does not see it).
describe("reviewLog: posts and resources", () => {
  const resourceAnswer = "The SEC's own investor site: the most-cited guide of its kind.";
  const resource = (id: number, isFeatured: boolean): ReviewLogEntry => ({
    id,
    table_name: "recommended_resources",
    operation: "update",
    actor: admin,
    occurred_at: "2026-11-28T12:00:00.000Z",
    after: {
      id: "d4d4d4d4-0000-4000-8000-000000000004",
      title: "A fee guide",
      description: "The leading guide to advisers' fees.",
      category: "Fees",
      url: "https://www.investor.gov/",
      is_featured: isFeatured,
      marketing_rule_answers: { "superlative:description:the leading": resourceAnswer },
    },
  });
  const post: ReviewLogEntry = {
    id: 3,
    table_name: "post_versions",
    operation: "insert",
    actor: admin,
    occurred_at: "2026-11-28T13:00:00.000Z",
    after: {
      id: 3,
      post_id: "e5e5e5e5-0000-4000-8000-000000000005",
      version: 2,
      slug: "rates-in-2027",
      title: "Rates in 2027",
      summary: "What the bond market expects.",
      body: "Guaranteed returns are a promise no adviser can keep.",
      tags: ["bonds"],
      restored_from: 1,
      approval_requested_by: null,
      marketing_rule_answers: {},
    },
  };
  const log = reviewLog([resource(1, true), resource(2, false), post, release(4, "release-c", 3)]);

  it("lists the post's version and the featured resource's save, not the unfeatured save", () => {
    expect(log.map(({ entryId, published }) => [entryId, published])).toEqual([
      [
        3,
        {
          kind: "post",
          slug: "rates-in-2027",
          title: "Rates in 2027",
          version: 2,
          restoredFrom: 1,
          requestedBy: null,
        },
      ],
      [1, { kind: "resource", title: "A fee guide" }],
    ]);
    expect(log.map((publication) => publication.release?.id)).toEqual(["release-c", "release-c"]);
  });

  it("checks each one's words as published, with its answers", () => {
    const [published, featured] = log;
    expect(published!.findings.map((finding) => [finding.level, finding.field])).toEqual([
      ["error", "body"],
    ]);
    expect(featured!.findings.map((finding) => [finding.field, finding.match.text])).toEqual([
      ["description", "The leading"],
    ]);
    expect(answerTo(featured!, featured!.findings[0]!)).toBe(resourceAnswer);
  });

  it("writes the post under its address and the resource under its table in the CSV", () => {
    const rows = Papa.parse<Record<string, string>>(
      buildReviewLogCsv(log, new Map()).replace(/^\uFEFF/, ""),
      { header: true, skipEmptyLines: true },
    ).data;
    expect(rows.map((row) => [row.page_key, row.page, row.version, row.restored_from])).toEqual([
      ["/insights/rates-in-2027", "Rates in 2027", "2", "1"],
      ["recommended_resources", "A fee guide", "", ""],
    ]);
  });
});

describe("buildReviewLogCsv", () => {
  const people = new Map([[admin, { name: "Pat Adviser", email: "admin@example.com" }]]);
  const rows = Papa.parse<Record<string, string>>(
    buildReviewLogCsv(reviewLog(entries), people).replace(/^\uFEFF/, ""),
    { header: true, skipEmptyLines: true },
  ).data;

  it("writes a row per finding, and one for a publication with none", () => {
    expect(rows.map((row) => [row.entry_id, row.finding_level])).toEqual([
      ["8", "warning"],
      ["4", ""],
      ["3", "warning"],
      ["1", ""],
    ]);
    expect(rows[0]).toMatchObject({
      page_key: "site_settings",
      page: "Site settings",
      version: "",
      field: "companyTagline",
      answer: settingsAnswer,
    });
    expect(rows[2]).toMatchObject({
      page_key: "not-found",
      page: "Page not found",
      version: "2",
      published_by_name: "Pat Adviser",
      published_by_email: "admin@example.com",
      release_id: "release-b",
      words: "12.4% return",
      field: "body",
      answer,
    });
  });

  it("keeps an answer that begins like a formula as text", () => {
    const [row] = Papa.parse<string[]>(
      buildReviewLogCsv(
        reviewLog([
          version(1, "home", 1, "A 12.4% return.", {
            "performance:body:12.4% return": '=HYPERLINK("x") is our fair and balanced answer',
          }),
        ]),
        people,
      ).replace(/^\uFEFF/, ""),
      { header: true },
    ).data as unknown as Record<string, string>[];
    expect(row!.answer).toBe('\'=HYPERLINK("x") is our fair and balanced answer');
  });
});
