// The database refuses what the UI refuses, so a crafted request cannot store it either. Each
// write runs as the admin (the only role the UI lets write), or the service role for analytics.
import { describe, expect, test } from "vitest";
import { documentTypes } from "../../src/content/document-types";
import { seedAccounts } from "../local/db/reset";
import { admin, serviceRole } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const checkViolation = "23514";
const notNullViolation = "23502";
const uniqueViolation = "23505";

const goodResource = {
  title: "Roth IRA basics",
  description: "How a Roth IRA is taxed.",
  category: "Retirement",
  url: "https://www.investor.gov/",
  thumbnail_url: null as string | null,
};

function insertResource(changes: Partial<typeof goodResource>): [string, unknown[]] {
  const row = { ...goodResource, ...changes };
  return [
    `insert into public.recommended_resources (title, description, category, url, thumbnail_url, user_id)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [row.title, row.description, row.category, row.url, row.thumbnail_url, seedAccounts.admin.id],
  ];
}

const goodDocument = {
  name: "Form ADV Part 2A (2027)",
  document_type: "adv_part_2a",
  file_path: "adv_part_2a-1798761600000.pdf",
  file_size: 52000 as number,
  mime_type: "application/pdf",
  sha256: "ab".repeat(32) as string,
};

function insertDocument(changes: Partial<typeof goodDocument>): [string, unknown[]] {
  const row = { ...goodDocument, ...changes };
  return [
    `insert into public.legal_documents (name, document_type, file_path, file_size, mime_type, sha256)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [row.name, row.document_type, row.file_path, row.file_size, row.mime_type, row.sha256],
  ];
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("legal_documents: a Form CRS's summary of material changes", () => {
    let uploads = 0;
    const insertCrs = (materialChanges: string | null, type = "form_crs"): [string, unknown[]] => [
      `insert into public.legal_documents (name, document_type, file_path, file_size, sha256, material_changes)
       values ('Form CRS (2027)', $1, $2, 52000, $3, $4) returning id`,
      [type, `${type}-${1798761600000 + (uploads += 1)}.pdf`, "ab".repeat(32), materialChanges],
    ];

    test(
      "one that replaces the public Form CRS without a summary is refused, whoever inserts",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, ...insertCrs(null)), checkViolation);
        await expect(tx.query(...insertCrs(null))).rejects.toThrow(/summary of material changes/);
      }),
    );

    test(
      "with a summary it is kept, and the first Form CRS needs none",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, admin, ...insertCrs("Fees are now 0.21%."))),
        ).toHaveLength(1);
        await tx.query(
          "update public.legal_documents set is_active = false where document_type = 'form_crs'",
        );
        expect(succeeded(await attempt(tx, admin, ...insertCrs(null)))).toHaveLength(1);
      }),
    );

    test(
      "a blank summary, or one on another document type, is refused",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, ...insertCrs("   ")), checkViolation);
        expectRefused(
          await attempt(tx, admin, ...insertCrs("Changed.", "form_adv")),
          checkViolation,
        );
      }),
    );
  });

  describe("recommended_resources", () => {
    test(
      "a well-formed resource is accepted",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, admin, ...insertResource({})))).toHaveLength(1);
      }),
    );

    const refused: [string, Partial<typeof goodResource>, string][] = [
      ["an empty title", { title: "" }, checkViolation],
      ["a title of spaces", { title: "   \t" }, checkViolation],
      ["a missing title", { title: null as unknown as string }, notNullViolation],
      ["a 201-character title", { title: "x".repeat(201) }, checkViolation],
      ["an empty description", { description: "" }, checkViolation],
      ["a description of spaces", { description: " \n " }, checkViolation],
      ["an empty category", { category: "" }, checkViolation],
      ["a 61-character category", { category: "c".repeat(61) }, checkViolation],
      ["a javascript: link", { url: "javascript:alert(document.cookie)" }, checkViolation],
      ["a JavaScript: link in capitals", { url: "JAVASCRIPT:alert(1)" }, checkViolation],
      ["a data: link", { url: "data:text/html,<script>alert(1)</script>" }, checkViolation],
      ["an ftp link", { url: "ftp://files.example.com/guide.pdf" }, checkViolation],
      ["a link without a host", { url: "https://" }, checkViolation],
      ["a link with a space", { url: "https://example.com/a guide" }, checkViolation],
      ["a link with a leading space", { url: " https://example.com/" }, checkViolation],
      ["a relative link", { url: "/resources" }, checkViolation],
      ["a javascript: thumbnail", { thumbnail_url: "javascript:alert(1)" }, checkViolation],
      ["a 2049-character link", { url: `https://example.com/${"a".repeat(2029)}` }, checkViolation],
    ];
    for (const [label, changes, code] of refused) {
      test(
        `refuses ${label}`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, admin, ...insertResource(changes)), code);
        }),
      );
    }

    test(
      "accepts http and https links of any case, with port, path, query and fragment",
      rolledBack(async (tx) => {
        for (const url of [
          "HTTPS://Example.com/Guide?x=1#top",
          "http://127.0.0.1:54321/storage/v1/object/public/resource-thumbnails/a/1.png",
        ]) {
          expect(
            succeeded(await attempt(tx, admin, ...insertResource({ url, thumbnail_url: url }))),
          ).toHaveLength(1);
        }
      }),
    );

    test(
      "an update cannot store a javascript: link either",
      rolledBack(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          "select id from public.recommended_resources limit 1",
        );
        const outcome = await attempt(
          tx,
          admin,
          "update public.recommended_resources set url = $1 where id = $2",
          ["javascript:alert(1)", rows[0]?.id],
        );
        expectRefused(outcome, checkViolation);
      }),
    );
  });

  describe("legal_documents", () => {
    test(
      "every document type the site offers is accepted",
      rolledBack(async (tx) => {
        // The seeded Form CRS is public, so another would need its summary of changes (tested above).
        await tx.query(
          "update public.legal_documents set is_active = false where document_type = 'form_crs'",
        );
        for (const { type } of documentTypes) {
          const outcome = await attempt(
            tx,
            admin,
            ...insertDocument({ document_type: type, file_path: `${type}-1798761600000.pdf` }),
          );
          expect(succeeded(outcome)).toHaveLength(1);
        }
      }),
    );

    const refused: [string, Partial<typeof goodDocument>, string][] = [
      [
        "an unknown document type",
        { document_type: "adv_part_3", file_path: "adv_part_3-1798761600000.pdf" },
        checkViolation,
      ],
      ["a 500-character document type", { document_type: "t".repeat(500) }, checkViolation],
      ["an empty name", { name: "" }, checkViolation],
      ["a name of spaces", { name: "   " }, checkViolation],
      ["a 201-character name", { name: "n".repeat(201) }, checkViolation],
      ["a non-PDF MIME type", { mime_type: "text/html" }, checkViolation],
      ["a non-PDF file", { file_path: "adv_part_2a-1798761600000.exe" }, checkViolation],
      [
        "a file named for another type",
        { file_path: "form_adv-1798761600000.pdf" },
        checkViolation,
      ],
      ["a file without timestamp", { file_path: "adv_part_2a.pdf" }, checkViolation],
      ["a file in a folder", { file_path: "old/adv_part_2a-1798761600000.pdf" }, checkViolation],
      ["a negative size", { file_size: -1 }, checkViolation],
      ["a zero size", { file_size: 0 }, checkViolation],
      ["a size above the bucket's 10 MiB", { file_size: 10 * 1024 * 1024 + 1 }, checkViolation],
      ["a file path already used", { file_path: "adv_part_2a-1767225600000.pdf" }, uniqueViolation],
      ["a SHA-256 in capitals", { sha256: "AB".repeat(32) }, checkViolation],
      ["a SHA-256 of 63 digits", { sha256: "a".repeat(63) }, checkViolation],
    ];
    for (const [label, changes, code] of refused) {
      test(
        `refuses ${label}`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, admin, ...insertDocument(changes)), code);
        }),
      );
    }
  });

  describe("website_analytics", () => {
    const setMetric = (name: string, value: number): [string, unknown[]] => [
      `insert into public.website_analytics (metric_name, metric_value) values ($1, $2)
       on conflict (metric_name) do update set metric_value = excluded.metric_value`,
      [name, value],
    ];

    test(
      "refuses a negative metric",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(tx, serviceRole, ...setMetric("consultations", -1)),
          checkViolation,
        );
      }),
    );

    test(
      "refuses an SEO score above 100",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(tx, serviceRole, ...setMetric("seo_score", 101)),
          checkViolation,
        );
        succeeded(await attempt(tx, serviceRole, ...setMetric("seo_score", 100)));
      }),
    );

    test(
      "refuses a metric name that is not a lower-case identifier",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(tx, serviceRole, ...setMetric("Total Visitors", 1)),
          checkViolation,
        );
        expectRefused(await attempt(tx, serviceRole, ...setMetric("", 1)), checkViolation);
      }),
    );
  });
});
