// Vite's build manifest (dist/.vite/manifest.json): which files make up which chunk, for the bundle
// budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of a page's module: pages are named after their path ("/" is home). */
export const pageModuleKey = (path: string) =>
  `src/pages/${path === "/" ? "home" : path.slice(1)}.tsx`;
export const notFoundModuleKey = "src/pages/not-found.tsx";
export const dataLayoutModuleKey = "src/app/data-layout.tsx";
/** The app the tiny entry (src/main.ts) loads after the first paint: React and the first view. */
export const startModule = "src/app/start.tsx";

export function readManifest(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  // Written by the chunk-modules plugin of vite.config.ts: the modules in each chunk file.
  const chunkModules = JSON.parse(
    readFileSync(join(dist, ".vite/chunk-modules.json"), "utf8"),
  ) as Record<string, string[]>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey)
    throw new Error(
      "No entry chunk in the build manifest: was the build made with build.manifest?",
    );

  /** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  }

  /**
   * The manifest key of the chunk holding `module`: the module's own key when it has a chunk of its
   * own, else the key of the chunk it went into (a group's, or a shared chunk's).
   */
  function chunkKeyOf(module: string): string {
    if (manifest[module]) return module;
    const file = Object.keys(chunkModules).find((chunkFile) =>
      chunkModules[chunkFile]!.includes(module),
    );
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.file === file);
    if (!key) throw new Error(`No chunk of the build holds ${module}`);
    return key;
  }

  /** The chunks every prerendered page loads first: the entry's, and the app's (src/app/start.tsx). */
  const firstViewBase = new Set([...closure(entryKey), ...closure(chunkKeyOf(startModule))]);

  return { manifest, chunkModules, entryKey, closure, chunkKeyOf, firstViewBase };
}
