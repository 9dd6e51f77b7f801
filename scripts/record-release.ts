// npm run record-release [-- --dist <folder>]
// At deploy time, after `npm run build`: records the build as a release of the public site (every
// public page, the stylesheet, the images; docs/deploying.md), stores the files it has not kept
// yet in the private site-releases bucket, and has the configured time-stamping authority stamp
// the release. Uses the secret key (scripts/lib/release/secret-client.ts), never a VITE_ variable.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildCommit } from "./lib/release/build-commit";
import { describeRecording, recordRelease } from "./lib/release/record";
import { secretClient } from "./lib/release/secret-client";

try {
  const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" } } });
  const { client, url } = secretClient();
  const result = await recordRelease(client, {
    distDir: resolve(values.dist!),
    supabaseUrl: url,
    commit: buildCommit(),
  });
  console.log(describeRecording(result, url).join("\n"));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
