// The publisher: what turns a publication into a release on this machine, as a static host's build
// hook does on a hosted project (docs/deploying.md). It watches the content history for a change
// the public would see; for each, it renders the site's pages from the published content into a
// fresh copy of the client build, records that build as a release (time-stamped), and only then
// hands it to whoever serves the site. A post scheduled for later asks for no history entry when
// its time comes: the publisher builds again once that time has passed since its last build read
// the content. A build that fails is logged with its reason and the previous build stays live.
// `npm run dev` and the browser tests' static host run it.
import { cp, mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { buildCommit } from "../../../records/release/build-commit";
import { recordRelease } from "../../../records/release/record";
import type { SiteBuildInfo } from "../../../records/release/build-info";
import { buildSite } from "./build-site";
import {
  buildFailed,
  buildWentLive,
  latestPublication,
  scheduledPostDue,
  startBuild,
} from "./build-log";
import type { ServerEntry } from "./render-site";

export interface PublisherOptions {
  client: SupabaseClient;
  supabaseUrl: string;
  /** A client build (`vite build`), whose pages are rendered again for each publication. */
  baseDir: string;
  /** Where each build is written, one folder per build. */
  sitesDir: string;
  siteUrl: string;
  entry: ServerEntry;
  /** The content the build served now shows (its site-build info), so it is not built again. */
  servedThrough?: number;
  /** When the build served now read the content (its `builtAt`): posts due later are built. */
  servedBuiltAt?: Date;
  /** A build recorded as a release: serve it. */
  onLive: (dir: string, info: SiteBuildInfo) => void | Promise<void>;
  /** How often to look for a publication. */
  intervalMs?: number;
  log?: (line: string) => void;
}

export interface Publisher {
  /** Builds now if the content changed since the last build: what the interval does. */
  publishPending(): Promise<void>;
  stop(): Promise<void>;
}

/** The builds kept on disk: the one served and the one before it. */
const KEPT_BUILDS = 2;

export function startPublisher(options: PublisherOptions): Publisher {
  const { client, supabaseUrl, baseDir, sitesDir, siteUrl, entry, onLive } = options;
  const log = options.log ?? (() => {});
  // The content the served build shows, and the content of the last build that failed (not retried
  // until something else is published).
  let builtThrough = options.servedThrough ?? -1;
  let failedThrough = -1;
  // No build read the content after this instant: a post scheduled after it is not on the site.
  // Taken before a build reads (the read is later), so a post due in between is built once more
  // at most, never missed; a failed build moves it too, so a due post that fails is not retried
  // every second.
  let readSince = options.servedBuiltAt ?? new Date(0);
  let running: Promise<void> | undefined;
  let stopped = false;

  async function build(head: number) {
    readSince = new Date();
    const id = await startBuild(client, head);
    const dir = join(sitesDir, `${Date.now()}-${head}`);
    const started = performance.now();
    try {
      await mkdir(sitesDir, { recursive: true });
      // The client build without the files of an earlier publication.
      await cp(baseDir, dir, {
        recursive: true,
        filter: (source) => !/[\\/](documents|images)([\\/]|$)/.test(source.slice(baseDir.length)),
      });
      const info = await buildSite({ client, supabaseUrl, distDir: dir, siteUrl, entry });
      const recorded = await recordRelease(client, {
        distDir: dir,
        supabaseUrl,
        commit: buildCommit(),
        siteUrl,
      });
      const releaseId = "unchanged" in recorded ? recorded.unchanged : recorded.id;
      // Served first, then recorded as live: the back office says "live" only once it is.
      await onLive(dir, info);
      await buildWentLive(client, id, releaseId);
      builtThrough = head;
      log(
        `Published the content through history entry ${info.contentThrough} as release ${releaseId} ` +
          `in ${Math.round(performance.now() - started)} ms.`,
      );
      await pruneBuilds();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failedThrough = head;
      await buildFailed(client, id, reason).catch(() => {});
      await rm(dir, { recursive: true, force: true });
      log(`The build of the content through history entry ${head} failed: ${reason}`);
    }
  }

  async function pruneBuilds() {
    const builds = (await readdir(sitesDir)).sort(
      (a, b) => Number.parseInt(b) - Number.parseInt(a),
    );
    for (const old of builds.slice(KEPT_BUILDS))
      await rm(join(sitesDir, old), { recursive: true, force: true });
  }

  async function publishPending() {
    while (running) await running;
    running = (async () => {
      const head = await latestPublication(client);
      if (
        (head !== builtThrough && head !== failedThrough) ||
        (await scheduledPostDue(client, readSince))
      )
        await build(head);
    })();
    try {
      await running;
    } finally {
      running = undefined;
    }
  }

  const interval = options.intervalMs ?? 1000;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    publishPending()
      .catch((error: Error) =>
        log(`The publisher could not look for publications: ${error.message}`),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, interval);
      });
  };
  tick();

  return {
    publishPending,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
