// Bundle budget: what a phone downloads for the first view of a public page, gzip-compressed, read
// from Vite's build manifest. Fails when over budget, when Supabase code leaks into a page that
// needs no data, or when any public page's first view pulls admin code (design.md: the admin area
// and supabase-js load only where needed). Run after `npm run build`: `npm run budget`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
/** Gzipped bytes allowed for the first view of each checked route: entry + route chunk + CSS. */
const BUDGETS = { js: 135 * KB, css: 12 * KB };
/** Where a route may go over, and why. */
const JS_BUDGET_OVERRIDES: Record<string, number> = {
  // The scroll reveals (spec: every home section animates in) need framer-motion's `m` and LazyMotion
  // core, about 15 KB gzip, on this one page; the animation features load later in their own chunk.
  // Since the admin area's lazy routes share modules with the entry, Rolldown splits those (React,
  // the button, the class helpers) into common chunks: about 2 KB more on every first view.
  home: 147 * KB,
};
/** Routes whose first view must not contain the Supabase client (design.md: pages without data load none). */
const PAGES_WITHOUT_DATA = ["home", "about", "services", "process", "fees", "contact", "schedule", "free-review"];
/** The lazy layout of the public pages that read data (/resources, /adv). */
const PUBLIC_DATA_LAYOUT = "src/app/data-layout.tsx";
const isSupabaseModule = (module: string) => module.startsWith("node_modules/@supabase/");
/** The admin area's code: its routes, pages, shell, features and copy. */
const ADMIN_CODE = [
  "src/app/admin/",
  "src/pages/admin/",
  "src/components/layout/admin/",
  "src/features/auth/",
  "src/features/security-events/",
  "src/features/site-settings/",
  "src/features/dashboard/",
  "src/content/admin/",
];
const isAdminModule = (module: string) => ADMIN_CODE.some((folder) => module.startsWith(folder));

const dist = "dist";
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
// Written by the chunk-modules plugin of vite.config.ts: the modules in each chunk file.
const chunkModules = JSON.parse(readFileSync(join(dist, ".vite/chunk-modules.json"), "utf8")) as Record<
  string,
  string[]
>;
const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

/** The chunks in `keys` holding modules that `matches` picks, as "chunk file (its first such module, ...)". */
function chunksWith(keys: Set<string>, matches: (module: string) => boolean): string[] {
  return [...keys].flatMap((key) => {
    const file = manifest[key]!.file;
    const modules = chunkModules[file];
    if (!modules) throw new Error(`${file} is missing from dist/.vite/chunk-modules.json`);
    const found = modules.filter(matches);
    if (found.length === 0) return [];
    return [`${file} (${found[0]}${found.length > 1 ? ` and ${found.length - 1} more` : ""})`];
  });
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error("No entry chunk in dist/.vite/manifest.json: was the build made with build.manifest?");
const firstView = (pageKey: string) => new Set([...closure(entryKey), ...closure(pageKey)]);

let failed = false;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log("First view, gzip   JS        CSS");
for (const route of PAGES_WITHOUT_DATA) {
  const pageKey = `src/pages/${route}.tsx`;
  if (!manifest[pageKey]) throw new Error(`${pageKey} is not a chunk of the build`);
  const keys = firstView(pageKey);
  const files = [...keys].map((key) => manifest[key]!);
  const js = files.reduce((sum, chunk) => sum + gzipBytes(chunk.file), 0);
  const cssFiles = new Set(files.flatMap((chunk) => chunk.css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`  /${route.padEnd(14)} ${kb(js).padEnd(9)} ${kb(css)}`);
  const jsBudget = JS_BUDGET_OVERRIDES[route] ?? BUDGETS.js;
  if (js > jsBudget || css > BUDGETS.css) {
    console.error(`  over budget (JS ${kb(jsBudget)}, CSS ${kb(BUDGETS.css)})`);
    failed = true;
  }
  const supabase = chunksWith(keys, isSupabaseModule);
  if (supabase.length > 0) {
    console.error(`  loads Supabase code: ${supabase.join(", ")}`);
    failed = true;
  }
}

// Every public page, the data pages and the not-found page included, with the data pages' layout.
const publicPageKeys = Object.keys(manifest).filter((key) => /^src\/pages\/[^/]+\.tsx$/.test(key));
if (publicPageKeys.length < PAGES_WITHOUT_DATA.length + 3) {
  throw new Error(`Only ${publicPageKeys.length} public pages in the manifest: has src/pages moved?`);
}
const adminLeaks = [...publicPageKeys, PUBLIC_DATA_LAYOUT].flatMap((pageKey) =>
  chunksWith(firstView(pageKey), isAdminModule).map((chunk) => `${pageKey} loads admin code: ${chunk}`),
);
for (const leak of adminLeaks) console.error(leak);
if (adminLeaks.length > 0) failed = true;
else console.log(`Admin code: in none of the ${publicPageKeys.length} public pages' first views.`);
process.exit(failed ? 1 : 0);
