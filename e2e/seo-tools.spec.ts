// SEO Tools on the production build over the browser tests' stack, whose latest release is the build
// under test: with no analysis, the screen and the dashboard show no figure but the way to one; Run
// Analysis analyses the latest release's files and keeps the result: the site's score and as many
// pages as the release holds (its not-found page aside), the same as the database keeps; a second
// run lists both and the dashboard shows the change. axe at 1280 and 375 px on every tab changed.
// A page title made too long in the page editor and published is flagged by the analysis the
// publication's release gets by itself and by the next Run Analysis.
// Runs in the "serial" project: it clears the analyses, which another spec's Run Analysis adds to.
import { expect, type Page } from "@playwright/test";
import { dashboardCopy } from "../src/content/admin/dashboard";
import { adminPageCopy } from "../src/content/admin/pages";
import { pageEditorCopy } from "../src/content/admin/page-editor";
import { seoCopy, seoTabs } from "../src/content/admin/seo-tools";
import { paths } from "../src/content/routes";
import { axeViolations, serviceRole, storageStateOf, test, toast } from "./support/admin";
import { resizeViewport } from "./support/viewport";
import { mainHeading } from "./support/admin-screens";
import { publicationTimeout, waitUntilBuilt } from "./support/publication";
import { publishedPage } from "./support/published";
import { tabTo } from "./support/keyboard";
import { saveScreenshot } from "./support/screenshots";

test.use({ storageState: storageStateOf("admin") });
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

const widths = [1280, 375];
const changedTabs = seoTabs.map((tab) => tab.value);

/** No analysis kept: once the last spec's publication is built, so that its release's analysis does not come after. */
async function clearAnalyses() {
  await waitUntilBuilt();
  const { error } = await serviceRole.from("seo_analyses").delete().not("id", "is", null);
  if (error) throw new Error(`Could not clear the SEO analyses: ${error.message}`);
}

/** The public pages of the latest release (the not-found page is no page to rank). */
async function latestReleasePageCount(): Promise<number> {
  const { data, error } = await serviceRole
    .from("site_releases")
    .select("pages")
    .order("recorded_at", { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(`Could not read the latest release: ${error.message}`);
  return (data.pages as { path: string }[]).filter((page) => page.path !== "/404.html").length;
}

async function keptAnalyses() {
  const { data, error } = await serviceRole
    .from("seo_analyses")
    .select("score, page_count, analysed_by")
    .order("analysed_at", { ascending: false });
  if (error) throw new Error(`Could not read the SEO analyses: ${error.message}`);
  return data;
}

const openTab = (page: Page, tab: string) =>
  page.goto(`${paths.admin.seoTools.getHref()}?tab=${tab}`);

test.describe.configure({ mode: "serial" });

test("with no analysis: the empty state on each tab, no figure, and on the dashboard the way to one", async ({
  page,
}) => {
  // Five tabs at two widths, axe on each: room for a busy machine.
  test.setTimeout(180_000);
  await clearAnalyses();
  for (const width of widths) {
    await resizeViewport(page, { width, height: 900 });
    for (const tab of changedTabs) {
      await openTab(page, tab);
      await expect(mainHeading(page)).toHaveText(adminPageCopy.seoTools.title);
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByText(seoCopy.empty.title)).toBeVisible();
      await expect(page.getByTestId("seo-site-score")).toHaveCount(0);
      // No score anywhere on the screen: no "n/100", no "n pages analysed".
      await expect(page.getByRole("main")).not.toContainText(/\d+\/100|pages? analysed/);
      expect(await axeViolations(page), `${tab} at ${width} px`).toEqual([]);
      await saveScreenshot(page, `seo-empty-${tab}`);
    }
  }
  await page.goto(paths.admin.dashboard.getHref());
  await expect(page.getByRole("link", { name: dashboardCopy.metrics.seo.empty })).toBeVisible();
  await expect(page.locator('[data-metric="seo_score"]')).toHaveCount(0);
});

test("Run Analysis scores the latest release: its page count, kept in the database, the change on the dashboard", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await clearAnalyses();
  const pageCount = await latestReleasePageCount();
  expect(pageCount).toBeGreaterThan(5);
  await openTab(page, "overview");
  await expect(page.getByRole("tabpanel").getByText(seoCopy.empty.title)).toBeVisible();
  await page.getByRole("button", { name: seoCopy.runAnalysis }).click();
  await expect(toast(page, seoCopy.toasts.done(0, 0).title)).toBeVisible({ timeout: 60_000 });

  const [kept] = await keptAnalyses();
  expect(kept!.page_count).toBe(pageCount);
  await expect(page.getByTestId("seo-site-score")).toHaveText(`${kept!.score}/100`);
  await expect(page.getByTestId("seo-pages-analysed")).toHaveText(
    seoCopy.overview.pagesAnalysed(pageCount),
  );
  await expect(page.getByText(seoCopy.empty.title)).toHaveCount(0);

  // Page Analysis: one entry per page of the release, each with its score.
  await openTab(page, "pages");
  await expect(page.locator("[data-page]")).toHaveCount(pageCount);
  await expect(page.locator("[data-page='/'] [data-variant]")).toHaveText(/^\d{1,3}\/100$/);

  // Keywords: each page's terms from its own text, and no search-volume figure, said plainly.
  await openTab(page, "keywords");
  await expect(page.getByTestId("seo-no-volume")).toHaveText(seoCopy.keywords.noVolume);
  await expect(page.locator("[data-keywords]")).toHaveCount(pageCount);
  const feesTerms = page.getByRole("table", { name: seoCopy.keywords.termsCaption("/fees") });
  await expect(feesTerms.getByRole("row").nth(1)).toBeVisible();
  await expect(feesTerms.getByRole("cell", { name: /^fees?$/ })).toBeVisible();
  // Social Media: a card per network for each page, with what the page lacks (no og:image).
  await openTab(page, "social");
  const home = page.locator("[data-share='/']");
  await expect(home.getByRole("figure")).toHaveCount(2);
  await expect(home.getByRole("figure").first()).toContainText(
    "Portfolios Built for the 21st Century",
  );
  await expect(home.locator("[data-missing]")).toContainText("og:image");

  for (const width of widths) {
    await resizeViewport(page, { width, height: 900 });
    for (const tab of changedTabs) {
      await openTab(page, tab);
      await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0);
      await expect(page.getByRole("tabpanel")).not.toContainText(seoCopy.empty.title);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${tab} at ${width} px is no wider than the screen`,
      ).toBe(width);
      expect(await axeViolations(page), `${tab} at ${width} px`).toEqual([]);
      await saveScreenshot(page, `seo-${tab}`);
    }
  }

  // A second analysis of the same release: both listed, the dashboard shows the score and no change.
  await resizeViewport(page, { width: 1280, height: 900 });
  await openTab(page, "overview");
  await page.getByRole("button", { name: seoCopy.runAnalysis }).click();
  await expect.poll(async () => (await keptAnalyses()).length, { timeout: 60_000 }).toBe(2);
  const history = page.getByRole("table", { name: seoCopy.history.caption });
  await expect(history.getByRole("row")).toHaveCount(3);
  // At 375 px the "By" column's email stays whole (it broke mid-word): one line, the table scrolls.
  await resizeViewport(page, { width: 375, height: 900 });
  const emailLines = await history
    .locator("[data-by]")
    .first()
    .evaluate((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.search(/[^\s(]+@[^\s)]+/);
        if (at < 0) continue;
        const email = node.textContent!.slice(at).match(/[^\s(]+@[^\s)]+/)![0];
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + email.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    });
  expect(emailLines, "the email's lines").toBe(1);
  await saveScreenshot(page, "seo-history");
  await resizeViewport(page, { width: 1280, height: 900 });
  await page.goto(paths.admin.dashboard.getHref());
  await expect(page.locator('[data-metric="seo_score"]')).toHaveText(`${kept!.score}/100`);
  await expect(page.locator('[data-metric="seo_score_change"]')).toHaveText(
    dashboardCopy.metrics.seo.change(0),
  );
  await saveScreenshot(page, "seo-dashboard");
});

/** /process's "Page title" set to `title` in the page editor and published; back once it is served. */
async function publishProcessTitle(page: Page, title: string) {
  await page.goto(paths.admin.pageEditor.getHref("process"));
  const field = page.getByLabel("Page title", { exact: true }).first();
  await field.fill(title);
  await page.getByRole("button", { name: pageEditorCopy.save }).click();
  await expect(page.getByText(pageEditorCopy.toasts.saved.title)).toBeVisible();
  await page.getByRole("button", { name: pageEditorCopy.publish, exact: true }).click();
  // Served once recorded as a release (the publisher records, then serves).
  await expect
    .poll(
      async () =>
        (await (await page.request.get(paths.process)).text()).includes(`<title>${title} |`),
      {
        timeout: publicationTimeout,
      },
    )
    .toBe(true);
}

/** The score of /process in the newest analysis kept. */
async function processScore(): Promise<number> {
  const { data, error } = await serviceRole
    .from("seo_analyses")
    .select("findings")
    .order("analysed_at", { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(`Could not read the SEO analyses: ${error.message}`);
  const pages = (data.findings as { pages: { path: string; score: number }[] }).pages;
  return pages.find((entry) => entry.path === paths.process)!.score;
}

async function runAnalysis(page: Page): Promise<number> {
  const before = (await keptAnalyses()).length;
  await openTab(page, "overview");
  await page.getByRole("button", { name: seoCopy.runAnalysis }).click();
  await expect
    .poll(async () => (await keptAnalyses()).length, { timeout: 60_000 })
    .toBeGreaterThan(before);
  const [latest] = await keptAnalyses();
  await expect(page.getByTestId("seo-site-score")).toHaveText(`${latest!.score}/100`);
  return latest!.score;
}

const processTitleFinding = (page: Page) =>
  page
    .locator("[data-page='/process']")
    .getByText(/^The title is \d+ characters long; search results cut it\.$/);

test("a page title made too long and published is flagged by the next analysis, the page's score and the site's drop on the screen and the dashboard; fixed and published again, it clears", async ({
  page,
}) => {
  test.setTimeout(3 * publicationTimeout);
  const shipped = await publishedPage("process");
  const before = await runAnalysis(page);
  const pageBefore = await processScore();
  await openTab(page, "pages");
  await expect(processTitleFinding(page)).toHaveCount(0);

  const tooLong = "How we work with you, step by step, from the first call to the review";
  expect(tooLong.length).toBeGreaterThan(60);
  try {
    await publishProcessTitle(page, tooLong);
    const after = await runAnalysis(page);
    const pageAfter = await processScore();
    // One page of 13 losing its title's half weight moves the site's mean by under a point.
    expect(pageAfter).toBeLessThan(pageBefore);
    expect(after).toBeLessThanOrEqual(before);
    await openTab(page, "pages");
    await expect(processTitleFinding(page)).toBeVisible();
    await expect(page.locator("[data-page='/process'] [data-variant]").first()).toHaveText(
      `${pageAfter}/100`,
    );
    // The publication's release was analysed by itself as it was recorded (no author), with the
    // same score; the dashboard compares the latest analysis with that one.
    const [, own] = await keptAnalyses();
    expect(own).toMatchObject({ analysed_by: null, score: after });
    await page.goto(paths.admin.dashboard.getHref());
    await expect(page.locator('[data-metric="seo_score"]')).toHaveText(`${after}/100`);
    await expect(page.locator('[data-metric="seo_score_change"]')).toHaveText(
      dashboardCopy.metrics.seo.change(after - own!.score),
    );
  } finally {
    await publishProcessTitle(page, shipped.title);
  }
  const fixed = await runAnalysis(page);
  expect(fixed).toBe(before);
  expect(await processScore()).toBe(pageBefore);
  await openTab(page, "pages");
  await expect(processTitleFinding(page)).toHaveCount(0);
});

test("every SEO tab by keyboard alone: the tabs with the arrow keys, each panel's links and regions with Tab", async ({
  page,
}) => {
  test.setTimeout(180_000);
  if ((await keptAnalyses()).length === 0) await runAnalysis(page);
  for (const width of widths) {
    await resizeViewport(page, { width, height: 900 });
    await openTab(page, "overview");
    await expect(page.getByTestId("seo-site-score")).toBeVisible();
    const first = page.getByRole("tab", { name: seoTabs[0].label, exact: true });
    await tabTo(page, first);
    for (const [index, { value, label }] of seoTabs.entries()) {
      const tab = page.getByRole("tab", { name: label, exact: true });
      if (index > 0) await page.keyboard.press("ArrowRight");
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(new RegExp(`tab=${value}$`));
      await expect(page.getByRole("tabpanel")).not.toContainText(seoCopy.empty.title);
    }
    // Back to the start with Home; then into the panel with Tab: the history table's region.
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
    await tabTo(page, page.getByRole("region", { name: seoCopy.history.caption }), 60);
    // Keywords: back to the selected tab (the row is one stop of Tab), two to the right, then a
    // page's link to the editor, where its target phrase is set, reached by Tab. Radix moves the
    // focus a moment after the key, so each press waits for it, as a person waits to see it move: a
    // second press before that moves from the tab the first left, and the two make one step.
    await tabTo(page, first, 80, true);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: seoTabs[1].label, exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Keywords", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const editLink = page
      .locator("[data-keywords='/fees']")
      .getByRole("link", { name: /page editor/ });
    await tabTo(page, editLink, 200);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${paths.admin.pageEditor.getHref("fees")}$`));
    await expect(page.getByLabel("Target phrase (SEO)")).toBeVisible();
  }
});

/** /fees's target phrase set to `phrase` in the page editor, and published. */
async function publishFeesPhrase(page: Page, phrase: string) {
  await page.goto(paths.admin.pageEditor.getHref("fees"));
  await page.getByLabel("Target phrase (SEO)").fill(phrase);
  await page.getByRole("button", { name: pageEditorCopy.publish, exact: true }).click();
  await expect(toast(page, pageEditorCopy.toasts.published(0).title)).toBeVisible({
    timeout: 30_000,
  });
}

test("a target phrase set in the page editor and published shows on Keywords, where the page has it and where not", async ({
  page,
}) => {
  test.setTimeout(2 * publicationTimeout);
  if ((await keptAnalyses()).length === 0) await runAnalysis(page);
  const places = (path: string) =>
    page
      .locator(`[data-keywords='${path}'] [data-place]`)
      .evaluateAll((items) =>
        items.map(
          (item) =>
            `${item.getAttribute("data-place")}: ${item.querySelector("span")!.textContent}`,
        ),
      );
  await openTab(page, "keywords");
  await expect(page.locator("[data-keywords='/fees']")).toContainText(seoCopy.keywords.noPhrase);
  try {
    await publishFeesPhrase(page, "performance fee");
    await openTab(page, "keywords");
    await expect(page.locator("[data-keywords='/fees'] [data-phrase]")).toHaveText(
      "“performance fee”",
    );
    // The release's /fees: "Fee Structure | …" and "Low, transparent fees…" lack it; the
    // description and the first paragraph under the h1 name "a performance fee".
    expect(await places("/fees")).toEqual([
      `title: ${seoCopy.keywords.notFound}`,
      `h1: ${seoCopy.keywords.notFound}`,
      `description: ${seoCopy.keywords.found}`,
      `firstParagraph: ${seoCopy.keywords.found}`,
    ]);
    for (const width of widths) {
      await resizeViewport(page, { width, height: 900 });
      expect(await axeViolations(page), `keywords at ${width} px`).toEqual([]);
      await page.locator("[data-keywords='/fees']").scrollIntoViewIfNeeded();
      await saveScreenshot(page, "seo-keywords-phrase");
    }
  } finally {
    await publishFeesPhrase(page, "");
  }
  await openTab(page, "keywords");
  await expect(page.locator("[data-keywords='/fees']")).toContainText(seoCopy.keywords.noPhrase);
});
