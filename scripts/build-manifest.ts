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
   * The key of the chunk that holds one of `modules` (source paths): its own chunk, or the group
   * vite.config.ts put it in (the islands' two).
   */
  const chunkHolding = (modules: readonly string[]): string | undefined =>
    modules.find((module) => manifest[module]) ??
    Object.keys(manifest).find((key) =>
      chunkModules[manifest[key]!.file]?.some((held) => modules.includes(held)),
    );

  return { manifest, chunkModules, entryKey, closure, chunkHolding };
}
