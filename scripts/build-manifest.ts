// Vite's build manifest (dist/.vite/manifest.json): which files make up which chunk, for the bundle
// budget and the browser tests.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  // Written by the chunk-modules plugin of vite.config.ts: the modules in each chunk file.
  const chunkModules = JSON.parse(
    readFileSync(join(dist, ".vite/chunk-modules.json"), "utf8"),
  ) as Record<string, string[]>;
  const entryFound = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryFound)
    throw new Error(
      "No entry chunk in the build manifest: was the build made with build.manifest?",
    );
  const entryKey: string = entryFound;

  /** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  }

  /**
   * The key of the chunk that holds one of `modules` (source paths): its own chunk, or the group
   * vite.config.ts put it in (the islands' two).
   */
  const chunkHolding = (modules: readonly string[]): string | undefined =>
    modules.find((module) => manifest[module]) ??
    Object.keys(manifest).find((key) =>
      chunkModules[manifest[key]!.file]?.some((held) => modules.includes(held)),
    );

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

  /** The manifest key of the chunk that holds a source module (`src/app/islands` -> ...tsx). */
  function moduleKey(module: string): string {
    const key = chunkHolding([".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => module + end));
    if (!key) throw new Error(`${module} is in no chunk of the build`);
    return key;
  }

  const islandKeys = new Map(
    [...islandModules()].map(([name, module]) => [name, moduleKey(module)]),
  );
  /** The manifest key of the island `name`'s chunk. */
  function islandKey(name: string): string {
    const key = islandKeys.get(name);
    if (!key) throw new Error(`src/app/public/islands.ts has no island "${name}"`);
    return key;
  }

  /**
   * Every chunk a public page with these islands can load: the entry with its imports, the
   * islands' hydration, each island with what it imports and loads later (the phone menu's panel,
   * the sign-up). Not the admin area's router, which the entry loads on an admin path only.
   */
  function loadableBy(islands: readonly string[]): Set<string> {
    const loadable = new Set([...closure(entryKey), ...closure(moduleKey(hydrateIsland))]);
    for (const name of islands)
      reach(islandKey(name), new Set(closure(entryKey))).forEach((key) => loadable.add(key));
    return loadable;
  }

  return {
    manifest,
    chunkModules,
    entryKey,
    closure,
    chunkHolding,
    reach,
    moduleKey,
    islandKey,
    loadableBy,
  };
}

const hydrateIsland = "src/app/public/hydrate-island";

/** Each island's module, by its name, from the browser's table of islands (src/app/public/islands.ts). */
function islandModules(): Map<string, string> {
  const source = readFileSync("src/app/public/islands.ts", "utf8");
  const loader = /"?([\w-]+)"?: async \(\) =>\s*\(await import\("@\/([^"]+)"\)\)/g;
  return new Map([...source.matchAll(loader)].map(([, name, module]) => [name!, `src/${module}`]));
}
