// Bundle budget: what a browser downloads for a public page, gzip-compressed, read from the built
// pages and Vite's build manifest. A public page is prerendered HTML whose entry script loads its
// islands' code once the page is idle (src/app/public/islands-runtime.ts), so a page's JavaScript "until
// idle" is the entry with its static imports, plus every island the page's HTML names
// (lib/island.tsx) with its static imports, and React DOM's hydration with React for an island that
// React hydrates (not for one of DOM code), on a phone (which never shows, so never loads, the
// desktop navigation) and on a desktop (never the phone menu), whichever is more: that is more than a
// visit that does not scroll loads (a "visible" island, the footer's newsletter box, loads near the
// viewport). What islands load only when the visitor acts (the newsletter's sign-up) is listed beside
// it, not counted; so is when React comes: with an island hydrated once the page is idle, with one
// near the viewport, or never. "At top" is what a visit that does not scroll loads: the same without
// the islands that load near the viewport but the header's menu.
// Fails when a page is over its budget of 91 KB; when anything a public page can load, its islands'
// later parts included, holds Supabase code (a page's content is in its HTML: the build read it,
// design.md), admin code, or what only the build and the back office need (the content schemas,
// the markdown parser); when an island of DOM code can load React; or when the visit-counting
// beacon, loaded once the page is idle, is over 1 KB.
// Run after `npm run build`: `npm run budget`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { isDomIslandName } from "../src/app/public/islands";
import { publicPaths } from "../src/content/routes";
import { readManifest } from "./build-manifest";

const KB = 1024;
const BUDGETS = {
  /** Every page. React and React DOM are 68 KB of it, on a page with an island React hydrates. */
  js: 91 * KB,
  /** The one stylesheet, inlined into each page. */
  css: 12 * KB,
};
/** Islands a breakpoint hides, started on view (src/components/layout/site-header.tsx). */
const hiddenOn = { phone: "desktop-nav", desktop: "mobile-menu" } as const;
/** The header's menus: the islands near the viewport at the top of every page. */
const headerMenus = new Set<string>(Object.values(hiddenOn));
/** The visit-counting beacon each public page loads once it is idle, gzip. */
const BEACON_BUDGET = 1 * KB;

const isSupabaseModule = (module: string) => module.startsWith("node_modules/@supabase/");
const isReactModule = (module: string) =>
  /^node_modules\/(react|react-dom|scheduler)\//.test(module);
/** What the build and the back office need, never a visitor: the content schemas and markdown. */
const BUILD_ONLY = [
  "src/features/site-content/",
  "src/lib/markdown.tsx",
  "node_modules/markdown-it/",
];
const isBuildOnlyModule = (module: string) => BUILD_ONLY.some((code) => module.startsWith(code));
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
const isAdminModule = (module: string) => ADMIN_CODE.some((code) => module.startsWith(code));

const dist = "dist";
const { manifest, chunkModules, entryKey, closure, chunkHolding } = readManifest(dist);
const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sumJs = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key]!.file), 0);

/** The manifest key of the chunk that holds a source module (`src/app/islands` -> ...tsx). */
function moduleKey(module: string): string {
  const key = chunkHolding([".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => module + end));
  if (!key) throw new Error(`${module} is in no chunk of the build`);
  return key;
}

/** Each island's module, by its name, from the browser's table of islands (src/app/public/islands.ts). */
function islandModules(): Map<string, string> {
  const source = readFileSync("src/app/public/islands.ts", "utf8");
  const loader = /"?([\w-]+)"?: async \(\) =>\s*\(await import\("@\/([^"]+)"\)\)/g;
  return new Map([...source.matchAll(loader)].map(([, name, module]) => [name!, `src/${module}`]));
}
const islandKeys = new Map([...islandModules()].map(([name, module]) => [name, moduleKey(module)]));
for (const name of Object.values(hiddenOn))
  if (!islandKeys.has(name)) throw new Error(`src/app/public/islands.ts has no island "${name}"`);
const hydrateKey = moduleKey("src/app/public/hydrate-island");

/** A chunk and everything it may load, statically or later (dynamic imports), transitively. */
function reach(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of [
    ...(manifest[key]!.imports ?? []),
    ...(manifest[key]!.dynamicImports ?? []),
  ])
    reach(imported, seen);
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

/** The islands a prerendered page names, in document order, and whether each loads near the viewport. */
const islandsOf = (html: string) =>
  [...html.matchAll(/<div data-island="([\w-]+)"([^>]*)>/g)].map(([, name, attributes]) => ({
    name: name!,
    onView: attributes!.includes('data-hydrate="visible"'),
  }));

/** When a page whose islands are `islands` loads React: with the first island React hydrates. */
function whenReact(islands: ReturnType<typeof islandsOf>): string {
  const hydrated = islands.filter(({ name }) => !isDomIslandName(name));
  const atIdle = hydrated.filter(({ onView }) => !onView);
  const names = (some: typeof islands) => [...new Set(some.map(({ name }) => name))].join(", ");
  if (atIdle.length > 0) return `idle (${names(atIdle)})`;
  if (hydrated.length > 0) return `near the viewport (${names(hydrated)})`;
  return "never";
}

const pages = [
  ...publicPaths.map((path) => ({
    path,
    file: path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
  })),
  { path: "(not found)", file: "404.html" },
];
const css = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith(".css"))
  .reduce((sum, chunk) => sum + gzipBytes(chunk.file), 0);

let failed = false;
const fail = (message: string) => {
  console.error(`  ${message}`);
  failed = true;
};
console.log(`Until idle, gzip (budget JS ${kb(BUDGETS.js)}; CSS ${kb(BUDGETS.css)}: ${kb(css)})`);
console.log(
  "  page           JS        at top    files   islands, and what they load on a visitor's action (phone or desktop, the larger); React comes",
);
for (const { path, file } of pages) {
  const pageIslands = islandsOf(readFileSync(join(dist, file), "utf8"));
  const islands = pageIslands.map(({ name }) => name);
  const keyOf = (name: string) => {
    const key = islandKeys.get(name);
    if (!key)
      throw new Error(
        `${file} names the island "${name}", which src/app/public/islands.ts has not`,
      );
    return key;
  };
  /**
   * The chunks loaded until idle on a device that never shows the island `hidden`: with `scrolled`,
   * every island's; without, the header's menu the only one near the viewport (the top of the page).
   */
  const loadedWithout = (hidden: string, scrolled = true) =>
    new Set([
      ...closure(entryKey),
      ...pageIslands
        .filter(({ name }) => name !== hidden)
        .filter(({ name, onView }) => scrolled || !onView || headerMenus.has(name))
        .flatMap(({ name }) => [
          ...closure(keyOf(name)),
          ...(isDomIslandName(name) ? [] : closure(hydrateKey)),
        ]),
    ]);
  const untilIdleWithout = (hidden: string) => loadedWithout(hidden);
  const phone = untilIdleWithout(hiddenOn.phone);
  const desktop = untilIdleWithout(hiddenOn.desktop);
  const untilIdle = sumJs(phone) >= sumJs(desktop) ? phone : desktop;
  // Everything the page can load: the entry's own later parts are the islands (this page's count)
  // and the admin area's router (which does not).
  const everything = new Set([...phone, ...desktop]);
  for (const name of islands)
    for (const chunk of reach(keyOf(name), new Set(closure(entryKey)))) everything.add(chunk);
  const later = [...everything].filter((key) => !phone.has(key) && !desktop.has(key));
  const js = sumJs(untilIdle);
  const top = Math.max(
    ...Object.values(hiddenOn).map((hidden) => sumJs(loadedWithout(hidden, false))),
  );
  console.log(
    `  ${path.padEnd(14)} ${kb(js).padEnd(9)} ${kb(top).padEnd(9)} ${String(untilIdle.size).padEnd(7)} ${islands.join(", ") || "none"}${later.length ? `; later +${kb(sumJs(later))}` : ""}; React: ${whenReact(pageIslands)}`,
  );
  if (js > BUDGETS.js) fail(`${path} is over its budget of ${kb(BUDGETS.js)}`);
  if (css > BUDGETS.css) fail(`the stylesheet is over its budget`);
  for (const chunk of chunksWith(everything, isSupabaseModule))
    fail(`${path} loads Supabase code: ${chunk}`);
  for (const chunk of chunksWith(everything, isAdminModule))
    fail(`${path} loads admin code: ${chunk}`);
  for (const chunk of chunksWith(everything, isBuildOnlyModule))
    fail(`${path} loads what only the build needs: ${chunk}`);
}
// An island of DOM code is there to keep React off the page: it must not bring it, now or later (the
// entry's own later parts, the other islands and the admin area's router, aside).
for (const [name, key] of islandKeys)
  if (isDomIslandName(name))
    for (const chunk of chunksWith(reach(key, new Set(closure(entryKey))), isReactModule))
      fail(`the island ${name}, DOM code, loads React: ${chunk}`);
if (!failed)
  console.log(
    "No public page loads Supabase code, admin code, the content schemas or the markdown parser; no island of DOM code loads React.",
  );

// The beacon's chunks that the entry has not loaded already.
const beacon = [...closure(moduleKey("src/features/visit-counting"))].filter(
  (key) => !closure(entryKey).has(key),
);
const beaconBytes = sumJs(beacon);
console.log(
  `Visit-counting beacon, loaded when the page is idle: ${beaconBytes} bytes gzip in ${beacon.length} file(s) (budget ${BEACON_BUDGET})`,
);
if (beaconBytes > BEACON_BUDGET)
  fail(`the beacon is over budget: ${beacon.map((key) => manifest[key]!.file).join(", ")}`);
process.exit(failed ? 1 : 0);
