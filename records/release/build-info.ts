// What a build read, kept beside its pages (<dist>/.vite/site-build.json): the record-release
// command names the release's content by it, and the dev server renders its pages from the same data.
import { join } from "node:path";
import type { SiteData } from "../../src/features/site-content/published-site";

export interface SiteBuildInfo {
  /** The newest content-history entry the snapshot included. */
  contentThrough: number;
  site: SiteData;
}

export const siteBuildInfoFile = (distDir: string) => join(distDir, ".vite", "site-build.json");
