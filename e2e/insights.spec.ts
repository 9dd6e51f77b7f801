// Market Insights on the public site, built from posts the admin publishes through the API (at aal2,
// as the editor would): after the rebuild /insights lists the published post with its summary, date
// and author, the post's page has its Article JSON-LD, the feed and the sitemap carry it, the
// header links to Insights, a withdrawn post's address answers 410 with its notice, and axe finds
// nothing at 1280 and 375 px. Serial: a publication changes every page's header. Both posts are
// withdrawn afterwards (their addresses stay 410).
import { expect, test, type Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createNodeClient } from "../records/node-client";
import { insightsCopy } from "../src/features/insights/copy";
import { signInAtAal2 } from "../tests/support/mfa";
import { axeViolations, seedAccounts, serviceRole } from "./support/admin";
import { e2eAnonKey, e2eSiteUrl, e2eStackUrl } from "./support/env";
import { latestPublicChange, waitUntilLive } from "./support/publication";
import { saveScreenshot } from "./support/screenshots";

const stamp = Date.now().toString(36);
const kept = { slug: `rates-and-your-bonds-${stamp}`, title: `Rates and your bonds ${stamp}` };
const gone = { slug: `a-withdrawn-note-${stamp}`, title: `A withdrawn note ${stamp}` };

let api: SupabaseClient;
const posts: Record<string, { id: string; revision: number }> = {};

async function call<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await api.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function publish(slug: string, title: string, body: string) {
  const { data: user } = await api.auth.getUser();
  const created = await call<{ id: string; revision: number }>("create_post", {
    content: {
      slug,
      title,
      summary: `What ${title.toLowerCase()} means for a long-term investor.`,
      body,
      tags: ["Bonds"],
      cover_image_url: null,
      author_id: user.user!.id,
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  const published = await call<{ revision: number }>("publish_post", {
    post_id: created.id,
    revision: created.revision,
  });
  posts[slug] = { id: created.id, revision: published.revision };
}

async function withdraw(slug: string) {
  const post = posts[slug];
  if (!post) return;
  const answer = await call<{ revision: number }>("withdraw_post", {
    post_id: post.id,
    revision: post.revision,
  });
  posts[slug] = { ...post, revision: answer.revision };
}

test.beforeAll(async () => {
  api = createNodeClient(e2eStackUrl, e2eAnonKey);
  await signInAtAal2(api, { ...seedAccounts.admin, totpSecret: seedAccounts.admin.totp.secret });
  const { data: profile } = await serviceRole
    .from("admin_profiles")
    .select("full_name")
    .eq("user_id", seedAccounts.admin.id)
    .maybeSingle();
  if (!profile) await call("save_admin_profile", { full_name: "Ethan Lindqvist" });
});

test.afterAll(async () => {
  await withdraw(kept.slug);
  await waitUntilLive(await latestPublicChange());
});

async function expectAxeClean(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await saveScreenshot(page, `insights-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("published posts reach /insights, their pages, the feed and the sitemap; a withdrawn one answers 410", async ({
  page,
}) => {
  test.slow();
  await publish(
    kept.slug,
    kept.title,
    "# Why rates matter\n\nBond prices fall when rates rise. A <b>tag</b> stays text.\n\n- Short bonds move less\n- Long bonds move more",
  );
  await publish(gone.slug, gone.title, "A note we take back.");
  await withdraw(gone.slug);
  await waitUntilLive(await latestPublicChange());

  await page.goto("/insights");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: insightsCopy.heading })).toBeVisible();
  const listed = main.getByRole("listitem").filter({ hasText: kept.title });
  await expect(listed.getByRole("link", { name: kept.title })).toHaveAttribute(
    "href",
    `/insights/${kept.slug}`,
  );
  await expect(listed).toContainText(`What ${kept.title.toLowerCase()} means`);
  await expect(listed).toContainText("By ");
  await expect(main.getByRole("link", { name: gone.title })).toHaveCount(0);
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: insightsCopy.navLabel }),
  ).toHaveAttribute("href", "/insights");
  await expectAxeClean(page, "list");

  await listed.getByRole("link", { name: kept.title }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/${kept.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: kept.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why rates matter" })).toBeVisible();
  await expect(page.getByText("A <b>tag</b> stays text.", { exact: false })).toBeVisible();
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  expect(jsonLd).toContainEqual(
    expect.objectContaining({
      "@type": "Article",
      headline: kept.title,
      url: `${e2eSiteUrl}/insights/${kept.slug}`,
    }),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${e2eSiteUrl}/insights/${kept.slug}`,
  );
  await expectAxeClean(page, "post");

  const feed = await page.request.get("/insights/feed.xml");
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`<title>${kept.title}</title>`);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${e2eSiteUrl}/insights/${kept.slug}</loc>`);
  expect(sitemap).not.toContain(gone.slug);

  const withdrawn = await page.goto(`/insights/${gone.slug}`);
  expect(withdrawn?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: insightsCopy.goneTitle })).toBeVisible();
  await expectAxeClean(page, "withdrawn");
});
