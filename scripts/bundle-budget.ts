// Bundle budget: what a phone downloads for the first view of a public page, gzip-compressed, read
// from Vite's build manifest. Fails when over budget or when Supabase code leaks into a page that
// needs no data. Run after `npm run build`: `npm run budget`.
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
  home: 145 * KB,
};
/** Routes whose first view must not contain the Supabase client (design.md: pages without data load none). */
const PAGES_WITHOUT_DATA = ["home", "about", "services", "process", "fees", "contact", "schedule", "free-review"];
const SUPABASE_MARKER = "supabase-js";

const dist = "dist";
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error("No entry chunk in dist/.vite/manifest.json: was the build made with build.manifest?");

let failed = false;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log("First view, gzip   JS        CSS");
for (const route of PAGES_WITHOUT_DATA) {
  const pageKey = `src/pages/${route}.tsx`;
  if (!manifest[pageKey]) throw new Error(`${pageKey} is not a chunk of the build`);
  const keys = new Set([...closure(entryKey), ...closure(pageKey)]);
  const files = [...keys].map((key) => manifest[key]!);
  const js = files.reduce((sum, chunk) => sum + gzipBytes(chunk.file), 0);
  const cssFiles = new Set(files.flatMap((chunk) => chunk.css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gzipBytes(file), 0);
  const leaks = files.filter((chunk) => readFileSync(join(dist, chunk.file), "utf8").includes(SUPABASE_MARKER));
  console.log(`  /${route.padEnd(14)} ${kb(js).padEnd(9)} ${kb(css)}`);
  const jsBudget = JS_BUDGET_OVERRIDES[route] ?? BUDGETS.js;
  if (js > jsBudget || css > BUDGETS.css) {
    console.error(`  over budget (JS ${kb(jsBudget)}, CSS ${kb(BUDGETS.css)})`);
    failed = true;
  }
  if (leaks.length > 0) {
    console.error(`  loads Supabase code: ${leaks.map((chunk) => chunk.file).join(", ")}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
