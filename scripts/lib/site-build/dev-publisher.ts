// The publisher of `npm run dev`: a client build of the code as it is (into the local stack's data
// folder), then the publisher (publisher.ts) building the site from the published content and
// recording it as a release, at start and after each publication; the dev server shows the build
// it makes live (dev-site.ts).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { secretClient } from "../../../records/release/secret-client";
import { devSiteDir, writeLiveBuild } from "./dev-site";
import { startPublisher, type Publisher } from "./publisher";
import { buildServerEntry } from "./render-site";

export function startDevPublisher({
  supabaseUrl,
  siteUrl,
}: {
  supabaseUrl: string;
  siteUrl: string;
}): { stop(): Promise<void> } {
  let publisher: Publisher | undefined;
  let stopped = false;
  const started = (async () => {
    const dir = devSiteDir();
    mkdirSync(dir, { recursive: true });
    const baseDir = join(dir, "base");
    await build({
      logLevel: "warn",
      mode: "production",
      build: { outDir: baseDir, emptyOutDir: true },
    });
    // Inside node_modules, so the server bundle resolves its packages from the project.
    const entry = await buildServerEntry(join("node_modules", ".cache", "dev-site-entry"));
    if (stopped) return;
    const { client } = secretClient(supabaseUrl);
    publisher = startPublisher({
      client,
      supabaseUrl,
      baseDir,
      sitesDir: join(dir, "builds"),
      siteUrl,
      entry,
      onLive: writeLiveBuild,
      log: (line) => console.log(`Publisher: ${line}`),
    });
  })().catch((error: Error) => console.error(`Publisher: could not start: ${error.message}`));
  return {
    async stop() {
      stopped = true;
      await started;
      await publisher?.stop();
    },
  };
}
