// The published site in the Compliance archive (what the public saw, release by release) in
// Chromium at 1280 px and 375 px, on the production build over a throw-away stack that recorded it
// as two releases (e2e/support/releases.ts: /about's heading changed between them), each stamped by
// the stack's test authority; the publisher records a release of each later publication (other
// specs publish and restore resources, documents and settings meanwhile), so the two are the first
// of the releases. By keyboard alone, an admin at aal2 opens the Published site tab, sees the
// releases and their stamps, /about as it was in each version on the day in a sandboxed frame,
// downloads it, and compares the two versions; axe finds no violation of any impact. Then a release
// recorded with a page written to lead the viewer's frame elsewhere (an image map's area, a form's
// action, a refresh, a base, an SVG link, a plain link): e2e/archive-viewer.spec.ts, run alone.
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { publishedSiteCopy as copy } from "../src/content/content-history";
import { firmCalendarDate, firmMidnight } from "../src/content/firm-time-zone";
import { axeViolations, serviceRole, storageStateOf } from "./support/admin";
import { tabTo } from "./support/keyboard";
import { publishedPage } from "./support/published";
import { changedPage } from "./support/releases";
import { openSiteTab } from "./support/archive-site-tab";
import { saveScreenshot } from "./support/screenshots";

test.describe.configure({ mode: "serial" });

/**
 * The releases, newest first, and the authority, as the database holds them (the test's setup,
 * read with the service role).
 */
async function recordedSite() {
  const [releases, authority] = await Promise.all([
    serviceRole
      .from("site_releases")
      .select("id, recorded_at")
      .order("recorded_at", { ascending: false }),
    serviceRole.from("timestamp_authority").select("url").single<{ url: string }>(),
  ]);
  if (releases.error) throw releases.error;
  if (authority.error) throw authority.error;
  return { releases: releases.data, authorityUrl: authority.data.url };
}

/** The firm's calendar day of `iso` as typed into the browser's date field on an en-US keyboard: MMDDYYYY. */
function typedDay(iso: string): string {
  const [year, month, day] = firmCalendarDate(new Date(iso)).split("-");
  return `${month}${day}${year}`;
}

/**
 * The releases the archive offers for the day of `iso`, oldest first: the one in force when the day
 * began and every one recorded that day (src/features/content-history/release-pages.ts).
 */
function releasesOfDay<T extends { recorded_at: string }>(releases: T[], iso: string): T[] {
  // The archive's days are the firm's, whatever this machine's zone (src/content/firm-time-zone.ts).
  const day = firmCalendarDate(new Date(iso));
  const [start, end] = [firmMidnight(day).getTime(), firmMidnight(day, 1).getTime()];
  const oldestFirst = [...releases].reverse();
  const before = oldestFirst.filter((release) => Date.parse(release.recorded_at) < start).at(-1);
  const during = oldestFirst.filter((release) => {
    const time = Date.parse(release.recorded_at);
    return time >= start && time < end;
  });
  return before ? [before, ...during] : during;
}

/** The words of `text` that `other` lacks. */
const wordsNotIn = (text: string, other: string) => {
  const otherWords = new Set(other.split(/[\s,.]+/));
  return text.split(/[\s,.]+/).filter((word) => word && !otherWords.has(word));
};

/** Opens a choice (a Radix select) in `section` by keyboard and picks the option `steps` arrows away. */
async function choose(
  page: Page,
  section: Locator,
  label: string,
  key: "ArrowDown" | "ArrowUp",
  steps: number,
) {
  const field = section.getByRole("combobox", { name: label });
  await tabTo(page, field);
  await page.keyboard.press("Enter");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  // Radix focuses the chosen option once the list is placed, and again if it is placed anew (a
  // phone's viewport): an arrow pressed before that is lost, so each is pressed again until the
  // option it moves to has the focus.
  const options = listbox.getByRole("option");
  const chosen = await options.evaluateAll((items) =>
    items.findIndex((item) => item.getAttribute("aria-selected") === "true"),
  );
  for (let step = 1; step <= steps; step += 1) {
    const from = options.nth(chosen + (key === "ArrowDown" ? step - 1 : 1 - step));
    const to = options.nth(chosen + (key === "ArrowDown" ? step : -step));
    await expect(async () => {
      if (await from.evaluate((item) => item === document.activeElement))
        await page.keyboard.press(key);
      await expect(to).toBeFocused({ timeout: 1000 });
    }).toPass();
  }
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  return field;
}

test.describe("at aal2", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("a changed page in both versions of its day, downloaded, and compared, by keyboard alone", async ({
    page,
  }) => {
    // Two releases' files fetched and laid out, twice over, on PGlite on a shared machine.
    test.slow();
    const { heading } = await publishedPage("about");
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The releases as the page read them: other specs publish meanwhile, so the tab is opened again
    // until no release was recorded between the reads before and after it.
    const list = page.getByRole("list", { name: copy.releases.heading });
    let recorded!: Awaited<ReturnType<typeof recordedSite>>;
    await expect(async () => {
      recorded = await recordedSite();
      await openSiteTab(page);
      await expect(list.getByRole("listitem")).toHaveCount(Math.min(recorded.releases.length, 10));
      expect((await recordedSite()).releases).toHaveLength(recorded.releases.length);
    }).toPass({ timeout: 60_000 });
    const { releases, authorityUrl } = recorded;
    expect(releases.length).toBeGreaterThanOrEqual(2);
    // The two releases of the build under test: /about before its heading changed, and after.
    const [earlier, later] = [releases.at(-1)!, releases.at(-2)!];

    await expect(page.getByText(copy.authority.configured(authorityUrl))).toBeVisible();
    for (const item of await list.getByRole("listitem").all())
      await expect(item).toContainText(`Time-stamped by ${authorityUrl} at `);

    // /about on the day of the two releases: the site changed that day, the last version shows:
    // the heading as published now (the releases recorded since changed other content).
    const asOf = page.getByRole("region", { name: copy.asOf.heading });
    await choose(page, asOf, copy.asOf.page, "ArrowDown", 1);
    await tabTo(page, asOf.getByLabel(copy.asOf.day));
    await page.keyboard.type(typedDay(earlier.recorded_at));
    const versions = releasesOfDay(releases, earlier.recorded_at);
    await expect(page.getByText(copy.asOf.versions(versions.length))).toBeVisible();
    const frame = page.frameLocator("iframe[sandbox]");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(heading);
    // The recorded page runs no script, so axe cannot run inside it (it was checked when published).
    expect(await axeViolations(page, undefined, "iframe[sandbox]")).toEqual([]);
    await saveScreenshot(page, "published-site-as-of");

    // The earliest version of that day, and its file as published.
    const earliest = versions.findIndex((release) => release.id === earlier.id);
    expect(earliest, "the first release is one of its day's versions").toBeGreaterThanOrEqual(0);
    await choose(page, asOf, copy.asOf.version, "ArrowUp", versions.length - 1 - earliest);
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(changedPage.earlierHeading);
    await tabTo(page, asOf.getByRole("button", { name: copy.asOf.download }));
    const downloading = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^about-\d{4}-\d{2}-\d{2}\.html$/);
    const html = await readFile((await download.path())!, "utf8");
    expect(html).toContain(changedPage.earlierHeading);
    expect(html).not.toContain(heading);

    // Nothing in the frame runs or loads from outside: no script, a policy that allows no request.
    const framed = page.locator("iframe[sandbox]");
    await expect(framed).toHaveAttribute("sandbox", "");
    const srcdoc = (await framed.getAttribute("srcdoc"))!;
    expect(srcdoc).not.toMatch(/<script/i);
    expect(srcdoc).toContain("default-src 'none'");

    // The comparison of /about between the two releases: the old heading's words struck, the new
    // added. The choices list the releases newest first, the latest two chosen at first.
    const compare = page.getByRole("region", { name: copy.compare.heading });
    await choose(page, compare, copy.compare.page, "ArrowDown", 1);
    const fromIndex = releases.findIndex((release) => release.id === earlier.id);
    const toIndex = releases.findIndex((release) => release.id === later.id);
    await choose(page, compare, copy.compare.from, "ArrowDown", fromIndex - 1);
    await choose(page, compare, copy.compare.to, "ArrowDown", toIndex);
    const comparison = compare.getByRole("region", {
      name: `${changedPage.path}: ${copy.compare.heading}`,
    });
    const removed = wordsNotIn(changedPage.earlierHeading, heading);
    const added = wordsNotIn(heading, changedPage.earlierHeading);
    expect(
      removed.length + added.length,
      "the heading changed between the releases",
    ).toBeGreaterThan(0);
    for (const word of removed) await expect(comparison.locator("del")).toContainText([word]);
    for (const word of added) await expect(comparison.locator("ins")).toContainText([word]);
    await expect(comparison).toContainText(heading.split(",")[0]!);
    expect(await axeViolations(page, undefined, "iframe[sandbox]")).toEqual([]);
    await saveScreenshot(page, "published-site-compare");
  });
});
