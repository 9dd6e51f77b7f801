// The admin area's code, which no public page may load (scripts/bundle-budget.ts checks the built
// chunks), and the classes only it uses, which no public page's inline stylesheet may hold.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { classCandidates } from "./lib/site-build/page-css";

/** The admin area's code: its routes, pages, shell, features and copy. */
const ADMIN_CODE = [
  "src/app/admin/",
  "src/pages/admin/",
  "src/components/layout/admin/",
  "src/features/auth/",
  "src/features/security-events/",
  "src/features/site-settings/components/",
  "src/features/newsletter/admin.ts",
  "src/features/newsletter/api/export-subscribers.ts",
  "src/features/newsletter/components/export-subscribers-button.tsx",
  "src/features/dashboard/",
  "src/content/admin/",
  "src/lib/supabase.ts",
];
export const isAdminModule = (module: string) => ADMIN_CODE.some((code) => module.startsWith(code));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * The class names that Tailwind finds in the admin area's code and in no other file it scans
 * (tailwind.config.ts's content: index.html and src/): what only an admin screen can show.
 */
export function adminOnlyClasses(root = "."): Set<string> {
  const admin = new Set<string>();
  const elsewhere = new Set<string>(
    classCandidates(readFileSync(join(root, "index.html"), "utf8")),
  );
  for (const file of sourceFiles(join(root, "src"))) {
    const module = file.slice(root === "." ? 0 : root.length + 1);
    const into = isAdminModule(module) ? admin : elsewhere;
    for (const candidate of classCandidates(readFileSync(file, "utf8"))) into.add(candidate);
  }
  return new Set([...admin].filter((candidate) => !elsewhere.has(candidate)));
}

/** The class names the selectors of `css` name. */
export function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  const collect = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      classes.add(node.value);
    });
  });
  postcss.parse(css).walkRules((rule) => {
    collect.processSync(rule.selector);
  });
  return classes;
}
