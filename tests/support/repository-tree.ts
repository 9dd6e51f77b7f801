import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** The repository's root folder. */
export const repositoryRoot = join(import.meta.dirname, "../..");

/**
 * Every file and folder of the working tree, as paths from its root ("src/app/", "src/main.ts"),
 * without what installs, builds and test runs make.
 */
export function repositoryTree(): string[] {
  const skipped = new Set(["node_modules", ".git", "dist", "test-results", "playwright-report"]);
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (skipped.has(entry.name) || entry.name === ".local") continue;
      const path = join(folder, entry.name);
      const name = relative(repositoryRoot, path);
      if (entry.isDirectory()) {
        found.push(`${name}/`);
        walk(path);
      } else found.push(name);
    }
  };
  walk(repositoryRoot);
  return found;
}
