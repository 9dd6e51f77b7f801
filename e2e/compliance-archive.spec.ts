// The Compliance archive (the adviser's books and records of the site) in Chromium at 1280 px and
// 375 px, on the production build over a throw-away local stack: an admin changes a resource's
// title in the Resources tab's dialog, the archive shows the change with the old and the new title,
// and the CSV export downloads a file that holds that row with its hash; all by keyboard alone, and
// axe finds no violation of any impact. The archive reads as people do, not as the database stores
// it: actors by name and email, values by their labels, times in the browser's zone
// (America/Chicago here) with the zone named, a thumbnail as the picture, ten entries a page, paged
// by keyboard. A document's history shows the SHA-256 its file was uploaded with, and its download
// matches it.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { resourcesCopy } from "../src/content/admin/content-management";
import { adminPageCopy } from "../src/content/admin/pages";
import {
  complianceArchiveCopy as copy,
  historyThumbnailAlt,
  itemHistoryCopy,
  publishedSiteCopy,
} from "../src/content/content-history";
import { paths } from "../src/content/routes";
import { createNodeClient } from "../records/node-client";
import { legalDocumentFixturesDir } from "../supabase/local/core/paths";
import { readHistoryCsv, sha256Hex } from "../tests/support/history-csv";
import { signInAtAal2 } from "../tests/support/mfa";
import {
  axeViolations,
  test,
  type MakeThrowawayAdmin,
  seedAccounts,
  storageStateOf,
} from "./support/admin";
import { siteTab } from "./support/archive-site-tab";
import { e2eAnonKey, e2eServiceRoleKey, e2eStackUrl } from "./support/env";
import { tabTo } from "./support/keyboard";
import { saveScreenshot } from "./support/screenshots";

// The archive's times and days are the firm's (America/Chicago), whichever zone the browser is in:
// here one far from both it and the machine's UTC.
const firmZone = "America/Chicago";
test.use({ storageState: storageStateOf("admin"), timezoneId: "Pacific/Auckland" });

/** A time as the archive shows it, in Chicago: "November 26, 2026, 5:04 AM CST". */
const chicagoTime = /^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/;

/**
 * Seeded resources the public pages do not show (not featured), so no other spec sees the change;
 * one per project, as the desktop and phone runs go side by side.
 */
const resourceUrls: Record<string, string> = {
  desktop: "https://www.bogleheads.org/wiki/Rebalancing",
  phone: "https://www.bogleheads.org/wiki/Tax_loss_harvesting",
};

/**
 * The admin renames a resource in the Resources tab's Edit dialog, by keyboard. (The seeded row's
 * id and title are read with the service role: they are the test's setup, not the admin's view.)
 */
async function renameResourceInDialog(page: Page, url: string) {
  const { data: resource, error } = await createNodeClient(e2eStackUrl, e2eServiceRoleKey)
    .from("recommended_resources")
    .select("id, title")
    .eq("url", url)
    .single<{ id: string; title: string }>();
  if (error) throw error;
  const newTitle = `${resource.title.replace(/ \(revised .*\)$/, "")} (revised ${Date.now()})`;

  await page.goto(`${paths.admin.content.getHref()}?tab=resources`);
  const list = page.getByRole("list", { name: resourcesCopy.heading });
  await list
    .getByRole("button", { name: `${resourcesCopy.edit} ${resource.title}`, exact: true })
    .press("Enter");
  const dialog = page.getByRole("dialog", { name: resourcesCopy.dialog.editTitle });
  const title = dialog.getByLabel(resourcesCopy.dialog.title);
  await expect(title).toHaveValue(resource.title);
  await title.press("ControlOrMeta+a");
  await title.press("Backspace");
  await page.keyboard.type(newTitle);
  await dialog.getByRole("button", { name: resourcesCopy.dialog.save }).press("Enter");
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: resourcesCopy.toasts.updated }),
  ).toBeVisible();
  return { id: resource.id, oldTitle: resource.title, newTitle };
}

/** Today in Chicago (the firm's zone, the filters' days), as typed into a date field in en-US. */
function todayTyped(): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: firmZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part("month")}${part("day")}${part("year")}`;
}

test("an admin's title change is in the archive and in its CSV export, by keyboard alone", async ({
  page,
}, testInfo) => {
  // Two page loads, a sign-in, an export and a keyboard walk over PGlite on a shared machine.
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  const change = await renameResourceInDialog(page, resourceUrls[testInfo.project.name]!);
  await page.goto(paths.admin.complianceArchive.getHref());
  await expect(
    page.getByRole("heading", { level: 1, name: adminPageCopy.complianceArchive.title }),
  ).toBeVisible();
  const chain = page.getByRole("region", { name: copy.chain.heading });
  await expect(chain).toContainText(/Verified: \d+ entries, none altered or missing\./);

  // Filters: the resources table, from today on.
  const table = page.getByRole("combobox", { name: copy.filters.table });
  await tabTo(page, table);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: copy.filters.allTables })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Resources" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(table).toHaveText("Resources");
  await expect(table).toBeFocused();
  await tabTo(page, page.getByLabel(copy.filters.from));
  await page.keyboard.type(todayTyped());
  await tabTo(page, page.getByRole("button", { name: copy.filters.apply }));
  await page.keyboard.press("Enter");

  // The change: old title struck out, new one inserted, by the admin.
  const entry = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name: `Changed: ${change.newTitle}` }) });
  await expect(entry).toBeVisible();
  await expect(entry.locator("dl").first().getByRole("term")).toHaveText(["Title"]);
  await expect(entry.locator("del")).toHaveText(change.oldTitle);
  await expect(entry.locator("ins")).toHaveText(change.newTitle);
  // The seeded admin gave no name: the directory knows them by their email.
  await expect(entry).toContainText(`By ${seedAccounts.admin.email} (you)`);
  await expect(entry.getByRole("time")).toHaveText(chicagoTime);
  await expect(page.getByRole("article").getByText("Legal documents")).toHaveCount(0);

  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "compliance-archive");

  // The export of the filtered range: a CSV file with that row and its hash.
  await tabTo(page, page.getByRole("button", { name: copy.export.csv }));
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^content-history-recommended-resources-\d{8}-\d{6}\.csv$/,
  );
  const exported = readHistoryCsv(await readFile((await download.path())!, "utf8"));
  expect(exported.tables).toEqual(["recommended_resources"]);
  expect(exported.titleChanges.find((candidate) => candidate.newTitle === change.newTitle)).toEqual(
    {
      id: expect.any(Number),
      row_id: change.id,
      operation: "update",
      actor: seedAccounts.admin.id,
      actorName: "",
      actorEmail: seedAccounts.admin.email,
      localTime: expect.stringMatching(chicagoTime),
      oldTitle: change.oldTitle,
      newTitle: change.newTitle,
      hash: expect.stringMatching(sha256Hex),
      prev_hash: expect.stringMatching(sha256Hex),
    },
  );
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: download.suggestedFilename() }),
  ).toBeVisible();
});

/** Other unfeatured seeded resources, one per project, for a named admin's changes. */
const namedAdminResourceUrls: Record<string, string> = {
  desktop: "https://www.bogleheads.org/wiki/Tax-efficient_fund_placement",
  phone: "https://www.sec.gov/investor/pubs/assetallocation.htm",
};

/** A 1 x 1 PNG. */
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * An admin of their own named "Jane Examiner" (signed in at aal2 through the API) edits a resource's
 * description, then gives it a thumbnail uploaded to the thumbnails bucket: two entries, so the
 * Resources table has at least 11 (the seed adds 9) and a second page.
 */
async function changesByNamedAdmin(throwawayAdmin: MakeThrowawayAdmin, url: string) {
  const admin = await throwawayAdmin();
  const client = createNodeClient(e2eStackUrl, e2eAnonKey);
  await signInAtAal2(client, { ...admin, totpSecret: admin.totpSecret! });
  const named = await client.rpc("save_admin_profile", { full_name: "Jane Examiner" });
  if (named.error) throw named.error;
  const described = await client
    .from("recommended_resources")
    .update({ description: `Reviewed by Jane Examiner on ${new Date().toISOString()}.` })
    .eq("url", url);
  if (described.error) throw described.error;
  const path = `${admin.id}/${Date.now()}.png`;
  const upload = await client.storage
    .from("resource-thumbnails")
    .upload(path, pixel, { contentType: "image/png" });
  if (upload.error) throw upload.error;
  const thumbnailUrl = client.storage.from("resource-thumbnails").getPublicUrl(path).data.publicUrl;
  const pictured = await client
    .from("recommended_resources")
    .update({ thumbnail_url: thumbnailUrl })
    .eq("url", url);
  if (pictured.error) throw pictured.error;
  await client.auth.signOut({ scope: "local" });
  return { email: admin.email, thumbnailUrl };
}

test("the archive reads as people do: names, labels, the zone, a thumbnail's picture; paged by keyboard", async ({
  page,
  throwawayAdmin,
}, testInfo) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  const jane = await changesByNamedAdmin(
    throwawayAdmin,
    namedAdminResourceUrls[testInfo.project.name]!,
  );
  await page.goto(`${paths.admin.complianceArchive.getHref()}?table=recommended_resources`);
  await expect(page.getByText(/^Entries 1 to 10 of \d+$/)).toBeVisible();
  await expect(page.getByText("Times are in the firm's time zone, America/Chicago.")).toBeVisible();

  // Jane's thumbnail: by her name and email, at a Chicago time, the new picture loaded, no URL.
  const byJane = page.getByRole("article").filter({ hasText: `By Jane Examiner (${jane.email})` });
  const thumbnailEntry = byJane.filter({
    has: page.getByRole("img", { name: historyThumbnailAlt.after }),
  });
  await expect(thumbnailEntry).toBeVisible();
  await expect(thumbnailEntry.getByRole("time")).toHaveText(chicagoTime);
  const picture = thumbnailEntry.getByRole("img", { name: historyThumbnailAlt.after });
  await expect(picture).toHaveAttribute("src", jane.thumbnailUrl);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1);
  await expect(thumbnailEntry).not.toContainText(jane.thumbnailUrl);
  await expect(thumbnailEntry.locator("del")).toHaveText("(empty)");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "compliance-archive-named");

  // Next page by keyboard, to the last: the focus lands on the top of each new page.
  const pages = page.getByRole("navigation", { name: copy.list.pagesLabel });
  const next = pages.getByRole("button", { name: copy.list.next });
  await tabTo(page, next, 200);
  for (let pageNumber = 2; (await next.getAttribute("aria-disabled")) !== "true"; pageNumber++) {
    await page.keyboard.press("Enter");
    const range = page.getByText(
      new RegExp(`^Entries ${(pageNumber - 1) * 10 + 1} to \\d+ of \\d+$`),
    );
    await expect(range).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNumber}`));
    await tabTo(page, next, 200);
  }

  // The oldest entry, the seed's first resource, added as a whole row: its fields start closed,
  // their names in the summary; Enter opens them, each value with its label.
  const oldest = page.getByRole("article").last();
  await expect(oldest.getByRole("heading", { level: 3 })).toHaveText(/^Added: /);
  const summary = oldest.locator("summary").first();
  await expect(summary).toHaveText(/^\d+ fields: Title, /);
  const fields = oldest.locator("dl").first();
  await expect(fields).toBeHidden();
  await tabTo(page, summary, 200, true);
  await page.keyboard.press("Enter");
  await expect(fields).toBeVisible();
  const value = (label: string) =>
    fields.locator("div").filter({ has: page.getByRole("term").getByText(label, { exact: true }) });
  await expect(value("Featured").getByRole("definition")).toHaveText(/^After(Yes|No)$/);
  await expect(value("Created").locator("ins")).toHaveText(chicagoTime);
  // Its owner by the directory's name for them (the seeded admin has only an email).
  await expect(value("Owner").locator("ins")).toHaveText(seedAccounts.admin.email);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "compliance-archive-oldest");
});

/** What the adviser reads in main: its text, without the code shown as code (<code>). */
const proseOf = (page: Page) =>
  page.getByRole("main").evaluate((main) => {
    const copy = main.cloneNode(true) as Element;
    for (const code of copy.querySelectorAll("code")) code.remove();
    return (copy.textContent ?? "").replace(/\s+/g, " ");
  });

test("the archive speaks to the adviser: no shell command in its words, the examiner's verifier shown as code", async ({
  page,
}) => {
  await page.goto(paths.admin.complianceArchive.getHref());
  await expect(page.getByRole("heading", { level: 3, name: copy.archive.heading })).toBeVisible();
  // The command an examiner runs, as code in a sentence that says who runs it and what for.
  const command = page
    .getByRole("main")
    .locator("code", { hasText: copy.archive.verifier.command });
  await expect(command).toBeVisible();
  await expect(command.locator("xpath=..")).toContainText(copy.archive.verifier.before);
  let prose = await proseOf(page);
  expect(prose).toContain(copy.archive.description);
  expect(prose).not.toMatch(/`|npm run|npx /);

  // The releases say what the adviser does and sees: publishing records them.
  await page.getByRole("tab", { name: siteTab }).click();
  await expect(page.getByRole("tab", { name: siteTab })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(publishedSiteCopy.releases.description)).toBeVisible();
  prose = await proseOf(page);
  expect(prose).not.toMatch(/`|npm run|npx /);
  expect(prose).toContain(publishedSiteCopy.releases.description);
});

test("a document's history shows its file's SHA-256, and the file it saves has that hash", async ({
  page,
}) => {
  const name = "Form CRS (2026)";
  const filePath = "form_crs-1767225600000.pdf";
  const recorded = createHash("sha256")
    .update(await readFile(join(legalDocumentFixturesDir, filePath)))
    .digest("hex");
  await page.goto(paths.admin.documents.getHref());
  await page.getByRole("button", { name: `${itemHistoryCopy.show} ${name}` }).click();
  const entry = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 5, name: `Added: ${name}` }) });
  await expect(entry).toContainText(`${itemHistoryCopy.entry.fileHash} ${recorded}`);
  // The added row's fields, opened: the document type by its title, not its code (form_crs).
  await entry.locator("summary").first().click();
  const type = entry
    .locator("dl")
    .first()
    .locator("div")
    .filter({ has: page.getByRole("term").getByText("Document type", { exact: true }) });
  await expect(type.getByRole("definition")).toHaveText("AfterForm CRS");
  expect(await axeViolations(page)).toEqual([]);
  await entry.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "document-history-hash");

  const downloading = page.waitForEvent("download");
  await entry.getByRole("button", { name: `Download ${name}.pdf` }).click();
  const saved = await readFile((await (await downloading).path())!);
  expect(createHash("sha256").update(saved).digest("hex")).toBe(recorded);
});
