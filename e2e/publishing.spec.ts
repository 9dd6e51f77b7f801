// Publishing is a release, tried as the adviser and as an examiner would, on the production build
// served by the static host whose publisher builds and records each publication
// (playwright.config.ts's web server, scripts/serve-dist.ts --publish). Runs in the "publishing"
// project, alone and after the specs that read the public pages: each test changes what they read
// (and puts it back).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { complianceArchiveCopy, complianceArchiveTabs } from "../src/content/content-history";
import { documentsCopy } from "../src/content/admin/documents";
import { pageEditorCopy } from "../src/content/admin/page-editor";
import { siteSettingsCopy } from "../src/content/admin/site-settings";
import { formCrsDocumentType } from "../src/content/document-types";
import { paths } from "../src/content/routes";
import { serviceRole, storageStateOf } from "./support/admin";
import { escapeRegExp } from "./support/escape-regexp";
import { published } from "./support/published";

test.use({ storageState: storageStateOf("admin") });

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

interface ReleaseRow {
  id: string;
  recorded_at: string;
  pages: { path: string; sha256: string }[];
  assets: { path: string; sha256: string; type: string }[];
}

/** Every release, newest first, as the database holds it. */
async function releases(): Promise<ReleaseRow[]> {
  const { data, error } = await serviceRole
    .from("site_releases")
    .select("id, recorded_at, pages, assets")
    .order("recorded_at", { ascending: false });
  if (error) throw error;
  return data as ReleaseRow[];
}

/** A file a release keeps, by its SHA-256. */
async function releaseFile(hash: string): Promise<string> {
  const { data, error } = await serviceRole.storage.from("site-releases").download(hash);
  if (error) throw error;
  return new TextDecoder().decode(await data.arrayBuffer());
}

/** A public page as the site serves it now. */
async function served(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { "Cache-Control": "no-cache" } });
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * Fetches `path` until its HTML contains `text`, checking every version it is served on the way
 * that a recorded release holds it, byte for byte: the public never sees a page no release keeps.
 */
async function servedOnlyFromReleases(page: Page, path: string, text: string) {
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const html = await served(page, path);
        const hash = sha256(html);
        if (!seen.has(hash)) {
          seen.add(hash);
          const held = (await releases()).some((release) =>
            release.pages.some((file) => file.path === path && file.sha256 === hash),
          );
          expect(held, `the version of ${path} served (${hash}) is a recorded release's`).toBe(
            true,
          );
        }
        return html.includes(text);
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBe(true);
}

/** The toast of a publication's success, whatever the version's number. */
const publishedToast = new RegExp(
  escapeRegExp(pageEditorCopy.toasts.published(0).description).replace("0", "\\d+"),
);

/** The page editor's state line while the page's latest version is live: "Live since … (release …)". */
const liveLine = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /^Live since/ })
    .first();

/**
 * Publishes `heading` as /about's main heading through its editor, and waits until a new release
 * holds it. The state badge reads "Published" before the click too, and the state line shows the
 * release before until the publication's state is read again: on a busy machine both are seen
 * before the publication has gone through, so neither tells that it did. The toast of its success
 * does, and the line then naming another release says it is live.
 */
async function publishAboutHeading(page: Page, heading: string) {
  await page.goto(paths.admin.pageEditor.getHref("about"));
  const releaseBefore = /\(release (\w+)\)/.exec((await liveLine(page).textContent()) ?? "")?.[1];
  expect(releaseBefore, "the state line names the release live before").toBeDefined();
  await page.getByLabel("Main heading", { exact: true }).fill(heading);
  await page.getByRole("button", { name: pageEditorCopy.publish, exact: true }).click();
  await expect(page.getByText(publishedToast)).toBeVisible({ timeout: 30_000 });
  await expect(liveLine(page)).toHaveText(new RegExp(`\\(release (?!${releaseBefore}\\))`), {
    timeout: 60_000,
  });
}

/** Saves `tagline` as the company tagline in Site Settings. */
async function saveTagline(page: Page, tagline: string) {
  await page.goto(paths.admin.siteSettings.getHref());
  await page.getByLabel(siteSettingsCopy.fields.companyTagline.label).fill(tagline);
  await page.getByRole("button", { name: siteSettingsCopy.save }).click();
  await expect(page.getByText(siteSettingsCopy.toasts.success.title)).toBeVisible();
}

/** The verifiable archive as the Compliance archive exports it: its files by name. */
async function exportedArchive(page: Page): Promise<Record<string, Uint8Array>> {
  await page.goto(paths.admin.complianceArchive.getHref());
  await expect(page.getByRole("tab", { name: complianceArchiveTabs[0].label })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: complianceArchiveCopy.archive.button }).click();
  const download = await downloading;
  return unzipSync(new Uint8Array(await readFile((await download.path())!)));
}

test("an edit of /about's heading and of the footer's tagline reaches the public as a release, kept with the one before it", async ({
  page,
}) => {
  test.slow();
  const before = await published();
  const [releaseBefore] = await releases();
  const oldHeading = before.pages.about.content.heading;
  const oldTagline = before.settings.company_tagline;
  const stamp = Date.now().toString(36);
  const heading = `Advice you can check, step by step ${stamp}`;
  const tagline = `Plain numbers, kept promises ${stamp}.`;

  await publishAboutHeading(page, heading);
  await saveTagline(page, tagline);

  // The public pages show both, and each version of them served on the way was a release's.
  await servedOnlyFromReleases(page, paths.about, heading);
  await servedOnlyFromReleases(page, paths.home, tagline);
  await page.goto(paths.about);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("contentinfo")).toContainText(tagline);

  // The newest release holds /about as served now; the release before the change holds the old
  // heading; the export keeps both files.
  const [newest] = await releases();
  const aboutNow = newest!.pages.find((file) => file.path === paths.about)!;
  expect(await releaseFile(aboutNow.sha256)).toContain(heading);
  const aboutBefore = releaseBefore!.pages.find((file) => file.path === paths.about)!;
  expect(await releaseFile(aboutBefore.sha256)).toContain(oldHeading);
  const archive = await exportedArchive(page);
  const text = (hash: string) => new TextDecoder().decode(archive[`files/${hash}`]);
  expect(text(aboutNow.sha256)).toContain(heading);
  expect(text(aboutBefore.sha256)).toContain(oldHeading);

  // As it was.
  await saveTagline(page, oldTagline);
  await publishAboutHeading(page, oldHeading);
  await servedOnlyFromReleases(page, paths.about, oldHeading);
  await servedOnlyFromReleases(page, paths.home, oldTagline);
});

test("the examiner's case: a tagline saved without a release never reaches the public", async ({
  page,
}) => {
  const oldTagline = (await published()).settings.company_tagline;
  const tagline = `Tagline C ${Date.now().toString(36)}`;
  // Saved as the admin's browser would, with no one asking for a release: the public is served
  // the old page until the publisher has recorded one holding the new.
  await saveTagline(page, tagline);
  await servedOnlyFromReleases(page, paths.home, tagline);
  const [newest] = await releases();
  const home = newest!.pages.find((file) => file.path === paths.home)!;
  expect(await releaseFile(home.sha256)).toContain(tagline);
  await saveTagline(page, oldTagline);
  await servedOnlyFromReleases(page, paths.home, oldTagline);
});

test("a new Form CRS with its summary of material changes reaches /crs in a release that keeps its PDF", async ({
  page,
}) => {
  test.slow();
  const summary = `We now charge no fee on cash held in your account (${Date.now().toString(36)}).`;
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
  const name = `Form CRS (${new Date().getFullYear()} update)`;

  await page.goto(paths.admin.documents.getHref());
  await page.getByLabel(documentsCopy.upload.file).setInputFiles({
    name: "form-crs.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  await page.getByRole("combobox", { name: documentsCopy.upload.type }).click();
  await page.getByRole("option", { name: formCrsDocumentType.title }).click();
  await page.getByLabel(documentsCopy.upload.name).fill(name);
  await page.getByLabel(documentsCopy.upload.materialChanges).fill(summary);
  await page.getByRole("button", { name: documentsCopy.upload.submit }).click();
  await expect(page.getByText(documentsCopy.toasts.uploaded.title).first()).toBeVisible();

  await servedOnlyFromReleases(page, paths.crs, summary);
  const html = await served(page, paths.crs);
  const link = new RegExp(`href="(/documents/${sha256(pdf)}\\.pdf)"`).exec(html);
  expect(link, "/crs links the PDF the build kept").not.toBeNull();
  const [newest] = await releases();
  const crs = newest!.pages.find((file) => file.path === paths.crs)!;
  expect(await releaseFile(crs.sha256)).toContain(summary);
  expect(newest!.assets).toContainEqual(
    expect.objectContaining({ path: link![1], sha256: sha256(pdf), type: "application/pdf" }),
  );
  const archive = await exportedArchive(page);
  expect(archive[`files/${sha256(pdf)}`]).toEqual(new Uint8Array(pdf));

  // As it was: the new Form CRS retired, the earlier one offered again.
  const { data, error } = await serviceRole
    .from("legal_documents")
    .select("id")
    .eq("name", name)
    .single<{ id: string }>();
  if (error) throw error;
  const retired = await serviceRole
    .from("legal_documents")
    .update({ is_active: false })
    .eq("id", data.id);
  if (retired.error) throw retired.error;
});
