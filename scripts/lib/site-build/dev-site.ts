// The site `npm run dev` shows: the publisher (publisher.ts) builds and records each publication
// into the local stack's data folder and names the build now live in live.json; the dev server
// renders the public pages with the code as it is edited (scripts/dev-prerender.ts) and the content
// of that build, and serves its documents and pictures. So a change reaches the page on 5173 only
// through a recorded release, as it reaches the public.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { localDataRoot } from "../../../supabase/local/core/paths.ts";
import { siteBuildInfoFile, type SiteBuildInfo } from "../../../records/release/build-info.ts";

export const devSiteDir = () => join(localDataRoot(), "site");

const liveFile = () => join(devSiteDir(), "live.json");

export interface LiveBuild {
  dir: string;
  info: SiteBuildInfo;
}

let cached: LiveBuild | undefined;

/** The build the dev server shows now, if the publisher has made one. */
export function readLiveBuild(): LiveBuild | undefined {
  if (!existsSync(liveFile())) return undefined;
  const { dir } = JSON.parse(readFileSync(liveFile(), "utf8")) as { dir: string };
  if (cached?.dir !== dir) {
    if (!existsSync(siteBuildInfoFile(dir))) return undefined;
    cached = {
      dir,
      info: JSON.parse(readFileSync(siteBuildInfoFile(dir), "utf8")) as SiteBuildInfo,
    };
  }
  return cached;
}

/** Names the build now live; written aside and renamed, so the dev server never reads half of it. */
export function writeLiveBuild(dir: string): void {
  const next = `${liveFile()}.next`;
  writeFileSync(next, JSON.stringify({ dir }));
  renameSync(next, liveFile());
}
