// `npm run preview`: serves the production build the way a static host would (scripts/static-host.ts).
// Usage: tsx scripts/serve-dist.ts [--port 4173] [--dist dist] [--publish]
// --publish: and deploys each publication as a static host's build hook does: the publisher
// (scripts/lib/site-build/publisher.ts) renders the pages of the published content into a new
// build, records it as a release, and the host serves it from then on.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadEnv } from "vite";
import { onShutdown } from "../supabase/local/cli/shutdown";
import { readSiteUrl } from "../src/lib/env";
import { secretClient } from "../records/release/secret-client";
import { siteBuildInfoFile, type SiteBuildInfo } from "../records/release/build-info";
import { startPublisher } from "./lib/site-build/publisher";
import { buildServerEntry } from "./lib/site-build/render-site";
import { startStaticHost } from "./static-host";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4173" },
    dist: { type: "string", default: "dist" },
    publish: { type: "boolean", default: false },
  },
});
const host = await startStaticHost({ root: values.dist, port: Number(values.port) });
onShutdown(host.close);
console.log(`Serving ${values.dist}/ on ${host.url}`);

if (values.publish) {
  const distDir = resolve(values.dist);
  const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
  mkdirSync("node_modules/.cache", { recursive: true });
  const work = mkdtempSync(join("node_modules/.cache", "publisher-"));
  const { client, url } = secretClient();
  const served = JSON.parse(readFileSync(siteBuildInfoFile(distDir), "utf8")) as SiteBuildInfo;
  const publisher = startPublisher({
    client,
    supabaseUrl: url,
    baseDir: distDir,
    sitesDir: join(work, "sites"),
    siteUrl: readSiteUrl(env),
    entry: await buildServerEntry(resolve(work, "entry")),
    servedThrough: served.contentThrough,
    servedBuiltAt: new Date(served.site.builtAt),
    onLive: (dir) => host.deploy(dir),
    log: (line) => console.log(line),
  });
  onShutdown(async () => {
    await publisher.stop();
    rmSync(work, { recursive: true, force: true });
  });
  console.log(`Publishing each change of ${url}'s published content to ${host.url}`);
}
