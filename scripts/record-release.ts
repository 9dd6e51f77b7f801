// npm run record-release [-- --dist <folder>]
// At deploy time, once the build is live: records it as a release of the public site (every public
// page, the stylesheet, the images and documents; docs/deploying.md) naming the published content
// it shows, stores the files it has not kept yet in the private site-releases bucket, has the
// configured time-stamping authority stamp the release, and logs the build as live (the back office
// then shows the changes it holds as live). Uses the secret key
// (records/release/secret-client.ts), never a VITE_ variable.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadEnv } from "vite";
import { readSiteUrl } from "../src/lib/env";
import { buildCommit } from "../records/release/build-commit";
import { describeRecording, recordRelease } from "../records/release/record";
import { secretClient } from "../records/release/secret-client";
import { logLiveBuild } from "./lib/site-build/build-log";
import { siteBuildInfoFile, type SiteBuildInfo } from "../records/release/build-info";

try {
  const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" } } });
  const distDir = resolve(values.dist!);
  const { client, url } = secretClient();
  // The site's address the build was made for: the new release is analysed for SEO Tools with it.
  const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
  const result = await recordRelease(client, {
    distDir,
    supabaseUrl: url,
    commit: buildCommit(),
    siteUrl: env.VITE_SITE_URL ? readSiteUrl(env) : undefined,
  });
  const { contentThrough } = JSON.parse(
    readFileSync(siteBuildInfoFile(distDir), "utf8"),
  ) as SiteBuildInfo;
  await logLiveBuild(client, contentThrough, "unchanged" in result ? result.unchanged : result.id);
  console.log(describeRecording(result, url).join("\n"));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
