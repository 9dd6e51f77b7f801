// Bundle budget: what a browser downloads for a public page, gzip-compressed, read from the built
// pages and Vite's build manifest. A public page is prerendered HTML whose entry script loads its
// islands' code once the page is idle (src/app/public/islands-runtime.ts), so a page's JavaScript "until
// idle" is the entry with its static imports, plus every island the page's HTML names
// (lib/island.tsx) with its static imports, and React DOM's hydration with React for an island that
// React hydrates (not for one of DOM code), on a phone (which never shows, so never loads, the
// desktop navigation) and on a desktop (never the phone menu), whichever is more: that is more than a
// visit that does not scroll loads (a "visible" island loads near the viewport). What islands load
// only when the visitor acts (the newsletter boxes, hydrated when someone heads for one, and their
// sign-up) is listed beside it, not counted; so is when React comes: with an island hydrated once the page is idle, with one
// near the viewport, or never. "At top" is what a visit that does not scroll loads: the same without
// the islands that load near the viewport but the header's menu.
// Fails when a page is over its budget of 91 KB; when anything a public page can load, its islands'
// later parts included, holds Supabase code (a page's content is in its HTML: the build read it,
// design.md), admin code, or what only the build and the back office need (the content schemas,
// the markdown parser); when an island of DOM code can load React; or when the visit-counting
// beacon, loaded once the page is idle, is over 1 KB.
// Then each page's HTML as it arrives: its bytes (raw and gzip), its elements, and the stylesheet
// inlined in it (only the rules it uses, lib/site-build/page-css.ts). Fails when a page's HTML is over
// its ceiling, its inline CSS over its ceiling, that CSS holds a class only the admin area uses, or /
// has more than 300 elements. The floor of 12 KB inline is printed as FAIL where a page is above it,
// without failing the run: each page's own rules at rest are over it, and inlining only the first
// screen's costs LCP and layout shift (docs/measurements.md).
// Run after `npm run build`: `npm run budget`; `npm run budget -- --dist <folder>` reads another build,
// such as one the publisher rendered with published posts (the Market Insights pages are checked
// where a build has them).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { domIslandLoaders, isDomIslandName } from "../src/app/public/islands";
import { publicPaths } from "../src/content/routes";
import { JSDOM } from "jsdom";
import { adminOnlyClasses, classesOf, isAdminModule } from "./admin-code";
import { readManifest } from "./build-manifest";

const KB = 1024;
const BUDGETS = {
  /** Every page. React and React DOM are 68 KB of it, on a page with an island React hydrates. */
  js: 91 * KB,
};
/**
 * A page's HTML, raw and gzip, its inline stylesheet included: the largest page (/, 81.8 KB raw
 * and 15.0 KB gzip on the seeded content) with about a sixth of room, for content an adviser
 * publishes (a longer page, another resource) without a change of code.
 */
const HTML_CEILING = { raw: 96 * KB, gzip: 18 * KB };
/**
 * The stylesheet inlined in a page: the largest (/, 22.2 KB raw, its custom properties resolved and
 * minified) with about a sixth of room, so a page that takes back rules it does not use, or a new
 * island's classes beyond the few a panel or a message brings, fails.
 */
const INLINE_CSS_CEILING = 26 * KB;
/** The home page's elements, at most: what the browser parses, styles and lays out first. */
const HOME_ELEMENTS = 300;
/**
 * The floor: the inline stylesheet every page aims at. Reported, not enforced: what is left is the
 * rules the pages' markup uses (about 400 on /, each a Tailwind utility, their selectors 8 KB of
 * it), the header and footer alone 16.6 KB (the not-found page). Under it only by linking the rules
 * below the first screen at the end of <body>, which Lighthouse measured as 150 ms more LCP and no
 * less blocking time (docs/measurements.md).
 */
const FLOOR = { inlineCss: 12 * KB };
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

const { dist } = parseArgs({ options: { dist: { type: "string", default: "dist" } } }).values;
const { manifest, chunkModules, entryKey, closure, moduleKey, islandKey, reach } =
  readManifest(dist);
const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sumJs = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key]!.file), 0);
for (const name of Object.values(hiddenOn)) islandKey(name);
const hydrateKey = moduleKey("src/app/public/hydrate-island");

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

/**
 * The islands a prerendered page names, in document order, with when each loads: once idle, near
 * the viewport (onView), or only on the visitor's action (onAction).
 */
const islandsOf = (html: string) =>
  [...html.matchAll(/<div data-island="([\w-]+)"([^>]*)>/g)].map(([, name, attributes]) => ({
    name: name!,
    onView: attributes!.includes('data-hydrate="visible"'),
    onAction: attributes!.includes('data-hydrate="interaction"'),
  }));

/** When a page whose islands are `islands` loads React: with the first island React hydrates. */
function whenReact(islands: ReturnType<typeof islandsOf>): string {
  const hydrated = islands.filter(({ name }) => !isDomIslandName(name));
  const atIdle = hydrated.filter(({ onView, onAction }) => !onView && !onAction);
  const onView = hydrated.filter(({ onView }) => onView);
  const names = (some: typeof islands) => [...new Set(some.map(({ name }) => name))].join(", ");
  if (atIdle.length > 0) return `idle (${names(atIdle)})`;
  if (onView.length > 0) return `near the viewport (${names(onView)})`;
  if (hydrated.length > 0) return `on the visitor's action (${names(hydrated)})`;
  return "never";
}

const pages = [
  ...publicPaths.map((path) => ({
    path,
    file: path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
  })),
  ...insightsPages(),
  { path: "(not found)", file: "404.html" },
];

/** The Market Insights pages the build wrote: the list, its later pages and each post (none before a post is published). */
function insightsPages() {
  if (!existsSync(join(dist, "insights"))) return [];
  return readdirSync(join(dist, "insights"), { recursive: true, encoding: "utf8" })
    .filter((name) => name === "index.html" || name.endsWith("/index.html"))
    .sort()
    .map((name) => {
      const folder = dirname(name);
      return {
        path: folder === "." ? "/insights" : `/insights/${folder}`,
        file: join("insights", name),
      };
    });
}

let failed = false;
const fail = (message: string) => {
  console.error(`  ${message}`);
  failed = true;
};
console.log(`Until idle, gzip (budget JS ${kb(BUDGETS.js)})`);
console.log(
  "  page           JS        at top    files   islands, and what they load on a visitor's action (phone or desktop, the larger); React comes",
);
for (const { path, file } of pages) {
  const pageIslands = islandsOf(readFileSync(join(dist, file), "utf8"));
  const islands = pageIslands.map(({ name }) => name);
  /**
   * The chunks loaded until idle on a device that never shows the island `hidden`: with `scrolled`,
   * every island's; without, the header's menu the only one near the viewport (the top of the page).
   */
  const loadedWithout = (hidden: string, scrolled = true) =>
    new Set([
      ...closure(entryKey),
      ...pageIslands
        .filter(({ name, onAction }) => name !== hidden && !onAction)
        .filter(({ name, onView }) => scrolled || !onView || headerMenus.has(name))
        .flatMap(({ name }) => [
          ...closure(islandKey(name)),
          ...(isDomIslandName(name) ? [] : closure(hydrateKey)),
        ]),
    ]);
  const phone = loadedWithout(hiddenOn.phone);
  const desktop = loadedWithout(hiddenOn.desktop);
  const untilIdle = sumJs(phone) >= sumJs(desktop) ? phone : desktop;
  // Everything the page can load: the entry's own later parts are the islands (this page's count)
  // and the admin area's router (which does not).
  const everything = new Set([...phone, ...desktop]);
  for (const { name } of pageIslands) {
    for (const chunk of reach(islandKey(name), new Set(closure(entryKey)))) everything.add(chunk);
    // React DOM, for an island React hydrates only on the visitor's action.
    if (!isDomIslandName(name)) for (const chunk of closure(hydrateKey)) everything.add(chunk);
  }
  const later = [...everything].filter((key) => !phone.has(key) && !desktop.has(key));
  const js = sumJs(untilIdle);
  const top = Math.max(
    ...Object.values(hiddenOn).map((hidden) => sumJs(loadedWithout(hidden, false))),
  );
  console.log(
    `  ${path.padEnd(14)} ${kb(js).padEnd(9)} ${kb(top).padEnd(9)} ${String(untilIdle.size).padEnd(7)} ${islands.join(", ") || "none"}${later.length ? `; later +${kb(sumJs(later))}` : ""}; React: ${whenReact(pageIslands)}`,
  );
  if (js > BUDGETS.js) fail(`${path} is over its budget of ${kb(BUDGETS.js)}`);
  for (const chunk of chunksWith(everything, isSupabaseModule))
    fail(`${path} loads Supabase code: ${chunk}`);
  for (const chunk of chunksWith(everything, isAdminModule))
    fail(`${path} loads admin code: ${chunk}`);
  for (const chunk of chunksWith(everything, isBuildOnlyModule))
    fail(`${path} loads what only the build needs: ${chunk}`);
}
// An island of DOM code is there to keep React off the page: it must not bring it, now or later (the
// entry's own later parts, the other islands and the admin area's router, aside).
for (const name of Object.keys(domIslandLoaders))
  for (const chunk of chunksWith(reach(islandKey(name), new Set(closure(entryKey))), isReactModule))
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

// Each page's HTML as a browser receives it.
const adminOnly = adminOnlyClasses();
console.log(
  `HTML per page (ceiling ${kb(HTML_CEILING.raw)} raw, ${kb(HTML_CEILING.gzip)} gzip; inline CSS ceiling ${kb(INLINE_CSS_CEILING)}, floor ${kb(FLOOR.inlineCss)}; / at most ${HOME_ELEMENTS} elements)`,
);
console.log("  page           HTML raw  gzip      elements  inline CSS raw  gzip");
const belowFloor: string[] = [];
for (const { path, file } of pages) {
  const html = readFileSync(join(dist, file), "utf8");
  const raw = Buffer.byteLength(html);
  const gzip = gzipSync(html).length;
  const elements = new JSDOM(html).window.document.querySelectorAll("*").length;
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");
  const cssRaw = Buffer.byteLength(css);
  console.log(
    `  ${path.padEnd(14)} ${kb(raw).padEnd(9)} ${kb(gzip).padEnd(9)} ${String(elements).padEnd(9)} ${kb(cssRaw).padEnd(15)} ${kb(gzipSync(css).length)}`,
  );
  if (raw > HTML_CEILING.raw) fail(`${path}'s HTML is over its ceiling of ${kb(HTML_CEILING.raw)}`);
  if (gzip > HTML_CEILING.gzip)
    fail(`${path}'s HTML is over its ceiling of ${kb(HTML_CEILING.gzip)} gzip`);
  if (cssRaw > INLINE_CSS_CEILING)
    fail(`${path}'s inline CSS is over its ceiling of ${kb(INLINE_CSS_CEILING)}`);
  const admin = [...classesOf(css)].filter((name) => adminOnly.has(name));
  if (admin.length > 0)
    fail(`${path}'s inline CSS holds classes only the admin area uses: ${admin.join(" ")}`);
  if (cssRaw > FLOOR.inlineCss)
    belowFloor.push(
      `${path}'s inline CSS is ${kb(cssRaw)}, over the floor's ${kb(FLOOR.inlineCss)}`,
    );
  if (path === "/" && elements > HOME_ELEMENTS)
    fail(`/ has ${elements} elements, over its ceiling of ${HOME_ELEMENTS}`);
}
if (belowFloor.length > 0) {
  console.log("FAIL (reported, not yet enforced): the pages are not at the floor:");
  for (const line of belowFloor) console.log(`  FAIL ${line}`);
}
process.exit(failed ? 1 : 0);
