// A post published for a later time is on the site from the first build at or after that time.
// Its publication writes the content history's newest entry then, and nothing more when its time
// comes: the publisher (scripts/lib/site-build/publisher.ts) builds again once a post's time has
// passed since its last build read the content, and only once.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { latestPublication } from "../../../scripts/lib/site-build/build-log";
import { startPublisher } from "../../../scripts/lib/site-build/publisher";
import { readPublishedSite } from "../../../scripts/lib/site-build/read-published";
import type { ServerEntry } from "../../../scripts/lib/site-build/render-site";
import { publishPostAs } from "../../support/post-as-admin";
import { useTestStack } from "../../support/use-test-stack";

const stack = useTestStack();
const slug = "rates-and-your-bonds";
let admin: SupabaseClient;
let work: string;
let post: { id: string; revision: number } | undefined;

beforeAll(async () => {
  admin = await stack().signedInAtAal2();
  work = await mkdtemp(join(tmpdir(), "scheduled-post-"));
});
afterAll(async () => {
  if (post) {
    const { error } = await admin.rpc("withdraw_post", {
      post_id: post.id,
      revision: post.revision,
    });
    expect(error).toBeNull();
  }
  await rm(work, { recursive: true, force: true });
});

/** The admin's post, published through the API for `publishAt`. */
async function publishPostFor(publishAt: Date) {
  post = await publishPostAs(admin, { slug, publish_at: publishAt.toISOString() });
}

const buildsLogged = async (client: SupabaseClient) => {
  const { data, error } = await client
    .from("site_builds")
    .select("content_through, error")
    .order("started_at");
  if (error) throw error;
  return data;
};

test("a post scheduled a few seconds ahead: no build before its time, one build after it, none again", async () => {
  const client = stack().serviceRole();
  const publishAt = new Date(Date.now() + 4_000);
  await publishPostFor(publishAt);
  const head = await latestPublication(client);
  expect((await readPublishedSite(client)).posts.map((p) => p.slug)).not.toContain(slug);

  // Served: a build that read the content just now, the post's publication included. The
  // renderer is never given the pages here: reaching it shows the build read the content anew.
  const entry = new Proxy({} as ServerEntry, {
    get: () => {
      throw new Error("the build reached the renderer");
    },
  });
  const log: string[] = [];
  const before = await buildsLogged(client);
  const publisher = startPublisher({
    client,
    supabaseUrl: stack().url,
    baseDir: await mkdtemp(join(work, "base-")),
    sitesDir: join(work, "sites"),
    siteUrl: "https://example.com",
    entry,
    servedThrough: head,
    servedBuiltAt: new Date(),
    intervalMs: 60_000,
    onLive: () => {
      throw new Error("nothing goes live without its pages");
    },
    log: (line) => log.push(line),
  });
  try {
    await publisher.publishPending();
    expect(await buildsLogged(client)).toEqual(before);

    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 100));
    expect((await readPublishedSite(client)).posts.map((p) => p.slug)).toContain(slug);
    await publisher.publishPending();
    expect(await buildsLogged(client)).toEqual([
      ...before,
      { content_through: head, error: "the build reached the renderer" },
    ]);
    expect(log).toEqual([
      `The build of the content through history entry ${head} failed: the build reached the renderer`,
    ]);

    // Built once for it: not again until something else is published or comes due.
    await publisher.publishPending();
    expect(await buildsLogged(client)).toHaveLength(before.length + 1);
  } finally {
    await publisher.stop();
  }
});
