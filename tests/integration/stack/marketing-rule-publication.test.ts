// The Marketing Rule check cannot be skipped from the API: the admin, at aal2 with supabase-js and
// their own session (no editor), publishes a page whose words the check blocks, and the publisher
// (what turns a publication into a release, scripts/lib/site-build/publisher.ts) refuses to build
// it: the build is logged as failed with the page, the field, the words and the rule, no release is
// recorded and nothing is served. A warning is refused alike until the version carries the
// adviser's answer; with it, the build reads the content and goes on. The site settings, the
// featured resources and the posts alike.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPublishedSite } from "../../../scripts/lib/site-build/read-published";
import { startPublisher } from "../../../scripts/lib/site-build/publisher";
import type { ServerEntry } from "../../../scripts/lib/site-build/render-site";
import { publishPostAs } from "../../support/post-as-admin";
import { useTestStack } from "../../support/use-test-stack";

const stack = useTestStack();
let admin: SupabaseClient;
let work: string;
beforeAll(async () => {
  admin = await stack().signedInAtAal2();
  work = await mkdtemp(join(tmpdir(), "marketing-rule-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Saves `body` as the not-found page's draft and publishes it, as the admin's API calls. */
async function publishBody(body: string, answers?: Record<string, string>) {
  const { data: page, error: readError } = await admin
    .from("page_versions")
    .select("content")
    .eq("page_key", "not-found")
    .order("version", { ascending: false })
    .limit(1)
    .single();
  if (readError) throw readError;
  const { data: revision, error: pageError } = await admin
    .from("site_pages")
    .select("revision")
    .eq("page_key", "not-found")
    .single();
  if (pageError) throw pageError;
  const saved = await admin.rpc("save_page_draft", {
    page_key: "not-found",
    content: { ...(page.content as object), body },
    revision: revision.revision,
  });
  if (saved.error) throw saved.error;
  const published = await admin.rpc("publish_page", {
    page_key: "not-found",
    revision: (saved.data as { revision: number }).revision,
    ...(answers && { answers }),
  });
  // The database takes the publication: which words the check blocks is the build's to find.
  expect(published.error).toBeNull();
}

/** Runs the publisher once over what is published now; its log, what it served, the build it logged. */
async function publishOnce() {
  const log: string[] = [];
  const served: string[] = [];
  const client = stack().serviceRole();
  const { count: releasesBefore } = await client
    .from("site_releases")
    .select("id", { count: "exact", head: true });
  // The page renderer is never reached: the check stops the build first.
  const entry = new Proxy({} as ServerEntry, {
    get: () => {
      throw new Error("the build rendered a page");
    },
  });
  const publisher = startPublisher({
    client,
    supabaseUrl: stack().url,
    baseDir: await mkdtemp(join(work, "base-")),
    sitesDir: join(work, "sites"),
    siteUrl: "https://example.com",
    entry,
    intervalMs: 60_000,
    onLive: (dir) => {
      served.push(dir);
    },
    log: (line) => log.push(line),
  });
  await publisher.publishPending();
  await publisher.stop();
  const { data: build, error } = await client
    .from("site_builds")
    .select("status, error, release_id")
    .order("started_at", { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  const { count: releasesAfter } = await client
    .from("site_releases")
    .select("id", { count: "exact", head: true });
  return { log, served, build, newReleases: (releasesAfter ?? 0) - (releasesBefore ?? 0) };
}

describe("a publication through the API", () => {
  it("with a guarantee: the build refuses it, no release, a clear log line", async () => {
    await publishBody("Guaranteed returns for every client.");
    const { log, served, build, newReleases } = await publishOnce();
    const reason =
      'The published content does not pass the Marketing Rule check: the page "not-found", field body: “Guaranteed” (A promise of results, Rule 206(4)-1(a)(1), (a)(2), (a)(3) and (a)(7)) cannot be published.';
    expect(log).toEqual([expect.stringContaining(`failed: ${reason}`)]);
    expect(build).toMatchObject({ status: "failed", release_id: null });
    expect(build.error).toContain(reason);
    expect(served).toEqual([]);
    expect(newReleases).toBe(0);
  });

  it("with a performance figure and no answer: refused alike", async () => {
    await publishBody("Our clients saw a 12.4% return last year.");
    const { log, build, served, newReleases } = await publishOnce();
    expect(build.status).toBe("failed");
    expect(build.error).toContain(
      'the page "not-found", field body: “12.4% return” (A performance figure, Rule 206(4)-1(d)(1), (d)(2) and (d)(3)) has no answer of at least 20 characters',
    );
    expect(log[0]).toContain(build.error);
    expect(served).toEqual([]);
    expect(newReleases).toBe(0);
  });

  it("with the figure and the adviser's answer: the build reads the content and goes on", async () => {
    const answer = "Net of fees, with the 1-, 5- and 10-year periods, on /fees.";
    await publishBody("Our clients saw a 12.4% return last year.", {
      "performance:body:12.4% return": answer,
    });
    const published = await readPublishedSite(stack().serviceRole());
    expect(published.pages["not-found"]).toMatchObject({
      content: { body: "Our clients saw a 12.4% return last year." },
      marketing_rule_answers: { "performance:body:12.4% return": answer },
    });
  });
});

// The site settings' words are on every public page: a save of them through the API, around the
// settings form, is checked by the build alike, with the answers saved with them.
describe("a save of the site settings through the API", () => {
  const answer = "Leading: the first fee-only fiduciary in Fargo, per the state's register.";
  let shippedTagline: string;
  beforeAll(async () => {
    const { data, error } = await admin.from("site_settings").select("company_tagline").single();
    if (error) throw error;
    shippedTagline = data.company_tagline;
  });
  afterAll(async () => {
    await saveSettings(shippedTagline, {});
  });

  /** The admin's own update of the settings' row, with `answers`: the database takes it. */
  async function saveSettings(tagline: string, answers: Record<string, string>) {
    const { data, error } = await admin
      .from("site_settings")
      .update({ company_tagline: tagline, marketing_rule_answers: answers })
      .eq("id", 1)
      .select("id");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
  }

  it("with a guarantee in the tagline: the build refuses it, no release", async () => {
    await saveSettings("Guaranteed returns for every client.", {});
    const { log, served, build, newReleases } = await publishOnce();
    const reason =
      "the site settings, field companyTagline: “Guaranteed” (A promise of results, Rule 206(4)-1(a)(1), (a)(2), (a)(3) and (a)(7)) cannot be published";
    expect(build).toMatchObject({ status: "failed", release_id: null });
    expect(build.error).toContain(
      `The published content does not pass the Marketing Rule check: ${reason}`,
    );
    expect(log[0]).toContain(reason);
    expect(served).toEqual([]);
    expect(newReleases).toBe(0);
  });

  it("with a superlative and no answer: refused alike; with the answer saved beside it, the build goes on", async () => {
    await saveSettings("The leading fiduciary in Fargo.", {});
    const { build, newReleases } = await publishOnce();
    expect(build.status).toBe("failed");
    expect(build.error).toContain(
      "the site settings, field companyTagline: “The leading” (A superlative, Rule 206(4)-1(a)(2)) has no answer of at least 20 characters",
    );
    expect(newReleases).toBe(0);

    await saveSettings("The leading fiduciary in Fargo.", {
      "superlative:companyTagline:the leading": answer,
    });
    const published = await readPublishedSite(stack().serviceRole());
    expect(published.settings).toMatchObject({
      company_tagline: "The leading fiduciary in Fargo.",
      marketing_rule_answers: { "superlative:companyTagline:the leading": answer },
    });
  });
});

// A Market Insights post is checked by the build alike: the admin publishes a post whose body the
// check blocks through the API (publish_post at aal2, no editor); the build refuses it, naming the
// post, its field and the words. Withdrawn, it no longer stops a release.
describe("a post published through the API", () => {
  let post: { id: string; revision: number } | undefined;
  afterAll(async () => {
    if (!post) return;
    const { error } = await admin.rpc("withdraw_post", {
      post_id: post.id,
      revision: post.revision,
    });
    expect(error).toBeNull();
    const published = await readPublishedSite(stack().serviceRole());
    expect(published.withdrawn_posts).toContain("a-post-that-promises");
  });

  it("with “guaranteed returns”: the build refuses it, no release", async () => {
    // The database takes the publication: which words the check blocks is the build's to find.
    post = await publishPostAs(admin, {
      slug: "a-post-that-promises",
      title: "A post that promises",
      summary: "What we think of the year ahead.",
      body: "We offer guaranteed returns to every client.",
      tags: [],
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    });

    const { log, served, build, newReleases } = await publishOnce();
    const reason =
      'the post "a-post-that-promises", field body: “guaranteed” (A promise of results, Rule 206(4)-1(a)(1), (a)(2), (a)(3) and (a)(7)) cannot be published';
    expect(build).toMatchObject({ status: "failed", release_id: null });
    expect(build.error).toContain(reason);
    expect(log[0]).toContain(reason);
    expect(served).toEqual([]);
    expect(newReleases).toBe(0);
  });
});

// A featured resource's words are on /resources: a save of one through the API, around the resource
// dialog, is checked by the build alike, with the answers saved with it.
describe("a save of a featured resource through the API", () => {
  const answer = "Leading: the SEC's own investor site, the most-cited guide of its kind.";
  let id: string;
  afterAll(async () => {
    await stack().serviceRole().from("recommended_resources").delete().eq("id", id);
  });

  /** The admin's own save of the resource's description, with `answers`: the database takes it. */
  async function saveResource(description: string, answers: Record<string, string>) {
    const { data: user } = await admin.auth.getUser();
    const row = { description, marketing_rule_answers: answers };
    const { data, error } = id
      ? await admin.from("recommended_resources").update(row).eq("id", id).select("id").single()
      : await admin
          .from("recommended_resources")
          .insert({
            ...row,
            title: "A fee guide",
            url: "https://www.investor.gov/",
            category: "Fees",
            is_featured: true,
            user_id: user.user!.id,
          })
          .select("id")
          .single();
    expect(error).toBeNull();
    id = data!.id;
  }

  it("with a guarantee in its description: the build refuses it, naming the resource, no release", async () => {
    await saveResource("Guaranteed returns for every client.", {});
    const { log, served, build, newReleases } = await publishOnce();
    const reason =
      'the resource "A fee guide", field description: “Guaranteed” (A promise of results, Rule 206(4)-1(a)(1), (a)(2), (a)(3) and (a)(7)) cannot be published';
    expect(build).toMatchObject({ status: "failed", release_id: null });
    expect(build.error).toContain(reason);
    expect(log[0]).toContain(reason);
    expect(served).toEqual([]);
    expect(newReleases).toBe(0);
  });

  it("with a superlative and no answer: refused alike; with the answer saved beside it, the build goes on", async () => {
    await saveResource("The leading guide to advisers' fees.", {});
    const { build, newReleases } = await publishOnce();
    expect(build.status).toBe("failed");
    expect(build.error).toContain(
      'the resource "A fee guide", field description: “The leading” (A superlative, Rule 206(4)-1(a)(2)) has no answer of at least 20 characters',
    );
    expect(newReleases).toBe(0);

    await saveResource("The leading guide to advisers' fees.", {
      "superlative:description:the leading": answer,
    });
    const published = await readPublishedSite(stack().serviceRole());
    expect(published.resources).toContainEqual(
      expect.objectContaining({
        id,
        description: "The leading guide to advisers' fees.",
        marketing_rule_answers: { "superlative:description:the leading": answer },
      }),
    );
  });
});
