// Market Insights on the public site, built from posts the admin publishes through the API (at aal2,
// as the editor would): after the rebuild /insights lists the published post with its summary, date
// and author, the post's page has its Article JSON-LD, the feed and the sitemap carry it, the
// header links to Insights, a withdrawn post's address answers 410 with its notice, and axe finds
// nothing at 1280 and 375 px; a visitor's views of them are counted for the dashboard's top pages.
// Serial: a publication changes every page's header. Both posts are withdrawn afterwards (their
// addresses stay 410).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { reviewLogCopy } from "../src/content/admin/content-management";
import { postEditorCopy } from "../src/content/admin/post-editor";
import { paths } from "../src/content/routes";
import { rules } from "../src/features/marketing-rule/rules";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createNodeClient } from "../records/node-client";
import { insightsCopy } from "../src/features/insights/copy";
import { signInAtAal2 } from "../tests/support/mfa";
import { axeViolations, seedAccounts, serviceRole, storageStateOf } from "./support/admin";
import { resizeViewport } from "./support/viewport";
import { tabTo } from "./support/keyboard";
import { pastTheEdges, sidewaysScroll } from "./support/overflow";
import { e2eAnonKey, e2eSiteUrl, e2eStackUrl } from "./support/env";
import { latestPublicChange, releaseThrough, waitUntilLive } from "./support/publication";
import { saveScreenshot } from "./support/screenshots";
import { counted, freshVisitor } from "./support/visitors";

const stamp = Date.now().toString(36);
const kept = { slug: `rates-and-your-bonds-${stamp}`, title: `Rates and your bonds ${stamp}` };
const gone = { slug: `a-withdrawn-note-${stamp}`, title: `A withdrawn note ${stamp}` };
const written = { title: `Writing about fees ${stamp}`, slug: `writing-about-fees-${stamp}` };

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
  await withdraw(written.slug);
  await waitUntilLive(await latestPublicChange());
});

async function expectAxeClean(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await resizeViewport(page, { width, height: 800 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await saveScreenshot(page, `insights-${name}`);
  }
  await resizeViewport(page, { width: 1280, height: 800 });
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

/** Today's page views of each path, as the dashboard's top pages read them (its RPC, every row). */
async function pageViewsToday(): Promise<Map<string, number>> {
  const { data, error } = await serviceRole.rpc("analytics_top_pages", { days: 1, max_rows: 100 });
  if (error) throw error;
  return new Map(
    (data as { path: string; page_views: number }[]).map((row) => [
      row.path,
      Number(row.page_views),
    ]),
  );
}

// The dashboard shows the ten most viewed pages, and the seeded demo visits fill them: what this
// asserts is what its call answers, one view more of each address.
test("a visitor's views of /insights and a post are counted, each in the dashboard's top pages call", async ({
  browser,
}) => {
  const post = `/insights/${kept.slug}`;
  const before = await pageViewsToday();
  const visitor = await freshVisitor(browser);
  const page = await visitor.newPage();
  await counted(page, () => page.goto("/insights"));
  await counted(page, () => page.getByRole("main").getByRole("link", { name: kept.title }).click());
  await expect(page).toHaveURL(new RegExp(`${post}$`));
  await visitor.close();

  const after = await pageViewsToday();
  for (const path of ["/insights", post])
    expect(after.get(path), path).toBe((before.get(path) ?? 0) + 1);
});

const editor = postEditorCopy;
const promise = rules.find((rule) => rule.id === "promise")!;
const testimonial = rules.find((rule) => rule.id === "testimonial")!;

/** The post editor's field labelled `label`. */
const postField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The admin's own page, in a context of its own (axe needs one). */
async function adminPage(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStateOf("admin") });
  return context.newPage();
}

test("the admin writes a post by keyboard: a guarantee cannot be published, a client's quotation is, with a written answer, and goes out in a release", async ({
  browser,
  page,
}) => {
  test.slow();
  const admin = await adminPage(browser);
  try {
    // Content → Market Insights → New Post.
    await admin.goto(`${paths.admin.content.getHref()}?tab=insights`);
    const newPost = admin.getByRole("link", { name: /New Post/ }).first();
    await tabTo(admin, newPost, 120);
    await admin.keyboard.press("Enter");
    await expect(admin.getByRole("heading", { level: 1, name: editor.newTitle })).toBeVisible();

    // Every field by Tab; the slug follows the title.
    await tabTo(admin, postField(admin, editor.fields.title), 60);
    await admin.keyboard.type(written.title);
    await expect(postField(admin, editor.fields.slug)).toHaveValue(written.slug);
    await tabTo(admin, postField(admin, editor.fields.summary), 10);
    await admin.keyboard.type("How we charge, and what a client pays for.");
    await tabTo(admin, postField(admin, editor.fields.body), 10);
    await admin.keyboard.type("Our plans come with guaranteed returns.");

    // The error beside the Body field; Publish refuses.
    const rule = editor.marketingRule;
    await expect(
      admin.getByText(`${rule.error}: ${promise.title} (${promise.citation})`),
    ).toBeVisible();
    const publish = admin.getByRole("button", { name: editor.publish, exact: true });
    await expect(publish).toHaveAttribute("aria-disabled", "true");
    await tabTo(admin, publish, 40);
    await admin.keyboard.press("Enter");
    await expect(admin.getByText(rule.blocked(1))).toBeVisible();
    const { data: refused } = await serviceRole.from("posts").select("id").eq("slug", written.slug);
    expect(refused, "nothing saved or published").toEqual([]);

    // The guarantee removed, a client's quotation added: a warning, answered.
    const quote = "“They explained every fee before we signed.” — Maria L., a client since 2019";
    await tabTo(admin, postField(admin, editor.fields.body), 40, true);
    await admin.keyboard.press("ControlOrMeta+A");
    await admin.keyboard.type(`We charge a flat fee.\n\n${quote}`);
    await expect(
      admin.getByText(`${rule.warning}: ${testimonial.title} (${testimonial.citation})`),
    ).toBeVisible();
    await expect(admin.getByText(promise.title)).toHaveCount(0);
    const answer = "Maria is a client, was not paid, and has no conflict; said beside the quote.";
    await tabTo(admin, admin.getByLabel(rule.answerLabel), 10);
    await admin.keyboard.type(answer);
    await expect(admin.getByText(rule.answered)).toBeVisible();
    // The preview shows the post as the public will.
    const preview = admin.frameLocator("iframe[title^='Preview of']");
    await expect(preview.locator("h1")).toHaveText(written.title);
    expect(await axeViolations(admin)).toEqual([]);
    for (const width of [1280, 375]) {
      await resizeViewport(admin, { width, height: width === 375 ? 812 : 800 });
      expect(await sidewaysScroll(admin), `the editor at ${width} px scrolls sideways by`).toBe(0);
      expect(
        await pastTheEdges(admin.getByRole("main")),
        `past the margins at ${width} px`,
      ).toEqual([]);
      await saveScreenshot(admin, "post-editor");
    }
    await resizeViewport(admin, { width: 1280, height: 800 });

    await tabTo(admin, publish, 60);
    await admin.keyboard.press("Enter");
    await expect(
      admin
        .locator("#admin-main")
        .getByRole("listitem")
        .filter({ hasText: editor.versions.version(1) }),
    ).toBeVisible({ timeout: 30_000 });
    const { data: post } = await serviceRole
      .from("posts")
      .select("id, revision")
      .eq("slug", written.slug)
      .single();
    posts[written.slug] = { id: post!.id, revision: post!.revision };
    const { data: version } = await serviceRole
      .from("post_versions")
      .select("body, marketing_rule_answers")
      .eq("post_id", post!.id)
      .single();
    expect(version!.body).toBe(`We charge a flat fee.\n\n${quote}`);
    expect(Object.values(version!.marketing_rule_answers as object)).toEqual([answer]);

    // After the rebuild: the list, the post with its JSON-LD, the feed and the sitemap.
    const change = await latestPublicChange();
    await waitUntilLive(change);
    await page.goto("/insights");
    await expect(page.getByRole("main").getByRole("link", { name: written.title })).toHaveAttribute(
      "href",
      `/insights/${written.slug}`,
    );
    await page.goto(`/insights/${written.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: written.title })).toBeVisible();
    await expect(page.getByText("They explained every fee before we signed.")).toBeVisible();
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ "@type": "Article", headline: written.title }),
    );
    expect(await (await page.request.get("/insights/feed.xml")).text()).toContain(
      `<title>${written.title}</title>`,
    );
    expect(await (await page.request.get("/sitemap.xml")).text()).toContain(
      `<loc>${e2eSiteUrl}/insights/${written.slug}</loc>`,
    );

    // The review log holds the finding and the answer, and the release it went out in.
    await admin.goto(`${paths.admin.content.getHref()}?tab=review`);
    const publication = admin
      .getByRole("list", { name: reviewLogCopy.listLabel })
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: reviewLogCopy.post(written.title, 1) }) });
    await expect(publication).toContainText(reviewLogCopy.findings(1));
    await expect(publication).toContainText(`${reviewLogCopy.answer} ${answer}`);
    await expect(publication).toContainText(reviewLogCopy.inRelease);

    // The release in the archive holds the post's page.
    const releaseId = await releaseThrough(change);
    const { data: release } = await serviceRole
      .from("site_releases")
      .select("pages")
      .eq("id", releaseId!)
      .single();
    const file = (release!.pages as { path: string; sha256: string }[]).find(
      (candidate) => candidate.path === `/insights/${written.slug}`,
    );
    expect(file, "the post's page in the release").toBeDefined();
    const { data: kept, error } = await serviceRole.storage
      .from("site-releases")
      .download(file!.sha256);
    if (error) throw error;
    expect(await kept.text()).toContain(written.title);
  } finally {
    await admin.context().close();
  }
});
