// The code's comments explain why in the product's terms: a reader of the repository has neither the
// issue tracker nor the specification's numbering, so "issue 12" or "spec §4" tells them nothing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryRoot, repositoryTree } from "../support/repository-tree";

/** The code: the app, the local stack and the database's tests, the commands, the records, the tests. */
const codeFolder = /^(src|supabase|scripts|records|tests|e2e)\//;
const codeFile = /\.(ts|tsx|js|mjs|sql|css|sh)$/;
// Migrations are left as they were applied: a hosted project has run them, and they are history.
const migration = /^supabase\/migrations\//;
// This file names what it looks for.
const thisFile = "tests/build/comments-in-product-terms.test.ts";
/** What names an issue or a section of the specification rather than a reason. */
const trackerReference = /\bissues? #?\d+|\bspec(ification)? ?§/i;

const codeFiles = () =>
  repositoryTree().filter(
    (path) =>
      codeFolder.test(path) && codeFile.test(path) && !migration.test(path) && path !== thisFile,
  );

/** "path:line: text" for every line of `text` that names an issue or a section of the spec. */
const trackerReferences = (path: string, text: string) =>
  text
    .split("\n")
    .flatMap((line, index) =>
      trackerReference.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
    );

describe("comments in the product's terms", () => {
  it("name no issue and no section of the specification", () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      trackerReferences(file, readFileSync(join(repositoryRoot, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("the check finds an issue's or the spec's number, and leaves other numbers alone", () => {
    const text = [
      "// Fixed in issue 37.",
      "/* See spec §4.2 */",
      "-- as issues #12 and #13 asked",
      "// 30 idle minutes sign the admin out",
      "const issued = 3; // tokens issued 2 at a time",
    ].join("\n");
    expect(trackerReferences("a.ts", text)).toEqual([
      "a.ts:1: // Fixed in issue 37.",
      "a.ts:2: /* See spec §4.2 */",
      "a.ts:3: -- as issues #12 and #13 asked",
    ]);
  });
});
