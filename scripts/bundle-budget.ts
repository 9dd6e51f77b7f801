// Bundle budget: what a phone downloads for the first view of a public page, gzip-compressed, read
// from Vite's build manifest: the entry and the page's chunk with everything they import statically
// (src/main.tsx hydrates the page once these are there). Parts a page loads later (lib/deferred-part,
// the reveal animation, the router on the first link followed) are listed beside it, not counted.
// Fails when a page without data is over budget or loads Supabase code. Run after `npm run build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { publicPages } from "../src/app/pages";
import { publicPaths } from "../src/content/routes";
import { notFoundModuleKey, pageModuleKey, readManifest } from "./build-manifest";

const KB = 1024;
/** Gzipped bytes allowed for the first view of a page without data: JavaScript and CSS. */
const BUDGETS = { js: 90 * KB, css: 12 * KB };
/** design.md: pages without data load no Supabase code. */
const SUPABASE_MARKER = "supabase-js";

const pagesWithoutData = [
  ...publicPaths.filter((path) => !publicPages[path].readsData).map(pageModuleKey),
  notFoundModuleKey,
];

const dist = "dist";
const { manifest, entryKey, closure } = readManifest(dist);
const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

let failed = false;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sumJs = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key]!.file), 0);
console.log(`First view, gzip (budget JS ${kb(BUDGETS.js)}, CSS ${kb(BUDGETS.css)})`);
console.log("  page                   JS        CSS      files   loaded later");
for (const pageKey of pagesWithoutData) {
  const keys = new Set([...closure(entryKey), ...closure(pageKey)]);
  const files = [...keys].map((key) => manifest[key]!);
  const js = sumJs(keys);
  const cssFiles = new Set(files.flatMap((chunk) => chunk.css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gzipBytes(file), 0);
  // What the page's own deferred parts add once the first view is done (not shared code like the router).
  const later = new Set((manifest[pageKey]!.dynamicImports ?? []).flatMap((key) => [...closure(key)]));
  for (const key of keys) later.delete(key);
  const leaks = files.filter((chunk) => readFileSync(join(dist, chunk.file), "utf8").includes(SUPABASE_MARKER));
  const name = pageKey.replace(/^src\/pages\/|\.tsx$/g, "");
  console.log(
    `  ${name.padEnd(22)} ${kb(js).padEnd(9)} ${kb(css).padEnd(8)} ${String(keys.size).padEnd(7)} ${later.size ? `+${kb(sumJs(later))}` : ""}`,
  );
  if (js > BUDGETS.js || css > BUDGETS.css) {
    console.error(`  ${name} is over budget`);
    failed = true;
  }
  if (leaks.length > 0) {
    console.error(`  ${name} loads Supabase code: ${leaks.map((chunk) => chunk.file).join(", ")}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
