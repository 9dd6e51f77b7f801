// The README and docs/ name files of the repository in backticks (`src/lib/supabase.ts`,
// `components/ui/link.tsx`, `early-press.ts`): each must name a file or folder that exists, so a
// rename or a deletion that leaves a document behind fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryRoot, repositoryTree } from "../support/repository-tree";
import { namedPaths, pathExists } from "./docs-paths";

const root = repositoryRoot;
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

const tree = repositoryTree();

describe.each(documents)("%s", (document) => {
  it("names only paths that exist", () => {
    const named = namedPaths(readFileSync(join(root, document), "utf8"));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !pathExists(path, tree))).toEqual([]);
  });
});

describe("the check itself", () => {
  it("finds repository paths in backticks and leaves routes, URLs, globs and commands alone", () => {
    const text =
      "`src/lib/supabase.ts`, `components/ui/link.tsx`, `api.ts`, `supabase/.local/`, `/admin/login`, " +
      "`http://127.0.0.1:54321`, `features/<name>/`, `supabase/migrations/*.sql`, `npm run dev`, `Ctrl+B`";
    expect(namedPaths(text)).toEqual(["src/lib/supabase.ts", "components/ui/link.tsx", "api.ts"]);
  });

  it("refuses a path that is gone, and accepts one named from inside its folder", () => {
    expect(pathExists("src/lib/supabase.ts", tree)).toBe(true);
    expect(pathExists("components/ui/link.tsx", tree)).toBe(true);
    expect(pathExists("lib/", tree)).toBe(true);
    expect(pathExists("src/main.tsx", tree)).toBe(false);
    expect(pathExists("api.ts", tree)).toBe(false);
    expect(pathExists("app/router.tsx", tree)).toBe(false);
  });
});
