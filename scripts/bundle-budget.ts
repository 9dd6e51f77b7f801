// Bundle budget: what a phone downloads for the first view of a public page, gzip-compressed, read
// from Vite's build manifest: the entry, the app it starts after the first paint (src/app/start.tsx)
// and the page's chunk, with everything they import statically (the page hydrates once these are
// there). Parts a page loads later (lib/deferred-part,
// the reveal animation, the router on the first link followed) are listed beside it, not counted.
// Fails when a page without data is over budget or loads Supabase code, when the visit-counting
// beacon is over 1 KB, or when any public page's first view pulls admin code (design.md: the admin area and supabase-js load only where needed).
// Run after `npm run build`: `npm run budget`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { publicPages } from "../src/app/pages";
import { publicPaths } from "../src/content/routes";
import {
  dataLayoutModuleKey,
  notFoundModuleKey,
  pageModuleKey,
  readManifest,
} from "./build-manifest";

const KB = 1024;
/**
 * Gzipped bytes allowed for the first view of a page without data: JavaScript and CSS (issue 13).
 * React and React DOM are 67 KB of it; the shell's own code and libraries about 13 KB. Links styled
 * as buttons take buttonVariants' classes instead of wrapping Radix's Slot, which kept 1.4 KB in
 * every first view. 91 KB since issue 22 put Form CRS in every footer: /schedule, at exactly 90.0 KB
 * before, came to 90.1 KB; issue 24's islands measured 85.6 to 88.2 KB on their branch.
 */
const BUDGETS = { js: 91 * KB, css: 12 * KB };
/** The visit-counting beacon each public page loads once it is idle (issue 21), gzip. */
const BEACON_BUDGET = 1 * KB;
const beaconModule = "src/features/visit-counting/index.ts";

const isSupabaseModule = (module: string) => module.startsWith("node_modules/@supabase/");
/** The admin area's code: its routes, pages, shell, features and copy. */
const ADMIN_CODE = [
  "src/app/admin/",
  "src/pages/admin/",
  "src/components/layout/admin/",
  "src/features/auth/",
  "src/features/security-events/",
  "src/features/site-settings/components/",
  "src/features/newsletter/components/",
  "src/features/dashboard/",
  "src/content/admin/",
];
const isAdminModule = (module: string) => ADMIN_CODE.some((folder) => module.startsWith(folder));

const pagesWithoutData = [
  ...publicPaths.filter((path) => !publicPages[path].readsData).map(pageModuleKey),
  notFoundModuleKey,
];

const dist = "dist";
const { manifest, chunkModules, closure, chunkKeyOf, firstViewBase } = readManifest(dist);
const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
/** The chunks of the first view of the page whose modules are `modules`. */
const firstView = (...modules: string[]) =>
  new Set([...firstViewBase, ...modules.flatMap((module) => [...closure(chunkKeyOf(module))])]);

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

let failed = false;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sumJs = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key]!.file), 0);
// The site has one stylesheet (vite.config.ts: cssCodeSplit false), inlined into every page.
const css = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith(".css"))
  .reduce((sum, chunk) => sum + gzipBytes(chunk.file), 0);
console.log(`First view, gzip (budget JS ${kb(BUDGETS.js)}, CSS ${kb(BUDGETS.css)})`);
console.log("  page                   JS        CSS      files   loaded later");
for (const pageModule of pagesWithoutData) {
  const keys = firstView(pageModule);
  const js = sumJs(keys);
  // What the page's own deferred parts add once the first view is done (not shared code like the router).
  const later = new Set(
    (manifest[chunkKeyOf(pageModule)]!.dynamicImports ?? []).flatMap((key) => [...closure(key)]),
  );
  for (const key of keys) later.delete(key);
  const name = pageModule.replace(/^src\/pages\/|\.tsx$/g, "");
  console.log(
    `  ${name.padEnd(22)} ${kb(js).padEnd(9)} ${kb(css).padEnd(8)} ${String(keys.size).padEnd(7)} ${later.size ? `+${kb(sumJs(later))}` : ""}`,
  );
  if (js > BUDGETS.js || css > BUDGETS.css) {
    console.error(`  ${name} is over budget`);
    failed = true;
  }
  const supabase = chunksWith(keys, isSupabaseModule);
  if (supabase.length > 0) {
    console.error(`  ${name} loads Supabase code: ${supabase.join(", ")}`);
    failed = true;
  }
}

// Every public page, the data pages with their layout, the not-found page included.
const publicFirstViews: Array<[string, string[]]> = [
  ...publicPaths.map((path): [string, string[]] => [
    path,
    publicPages[path].readsData
      ? [pageModuleKey(path), dataLayoutModuleKey]
      : [pageModuleKey(path)],
  ]),
  ["(not found)", [notFoundModuleKey]],
];
const adminLeaks = publicFirstViews.flatMap(([page, keys]) =>
  chunksWith(firstView(...keys), isAdminModule).map(
    (chunk) => `${page} loads admin code: ${chunk}`,
  ),
);
for (const leak of adminLeaks) console.error(leak);
if (adminLeaks.length > 0) failed = true;
else
  console.log(`Admin code: in none of the ${publicFirstViews.length} public pages' first views.`);

// The beacon's chunks that the first view has not loaded already.
const beacon = [...closure(chunkKeyOf(beaconModule))].filter((key) => !firstViewBase.has(key));
const beaconBytes = sumJs(beacon);
console.log(
  `Visit-counting beacon, loaded when the page is idle: ${beaconBytes} bytes gzip in ${beacon.length} file(s) (budget ${BEACON_BUDGET})`,
);
if (beaconBytes > BEACON_BUDGET) {
  console.error(
    `  the beacon is over budget: ${beacon.map((key) => manifest[key]!.file).join(", ")}`,
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
