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
import { seoCopy } from "../src/content/admin/seo-tools";
import { paths } from "../src/content/routes";
import { axeViolations, serviceRole, storageStateOf, test, toast } from "./support/admin";
import { mainHeading } from "./support/admin-screens";
import { publicationTimeout } from "./support/publication";
import { publishedPage } from "./support/published";
import { saveScreenshot } from "./support/screenshots";

test.use({ storageState: storageStateOf("admin") });
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

const widths = [1280, 375];
const changedTabs = ["overview", "pages", "technical"] as const;

async function clearAnalyses() {
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
  await clearAnalyses();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
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

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
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
  await page.setViewportSize({ width: 1280, height: 900 });
  await openTab(page, "overview");
  await page.getByRole("button", { name: seoCopy.runAnalysis }).click();
  await expect.poll(async () => (await keptAnalyses()).length, { timeout: 60_000 }).toBe(2);
  const history = page.getByRole("table", { name: seoCopy.history.caption });
  await expect(history.getByRole("row")).toHaveCount(3);
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
