// The Compliance archive (issue 12) in Chromium at 1280 px and 375 px, on the production build over
// a throw-away local stack: an admin changes a resource's title in the Resources tab's dialog, the
// archive shows the change with the old and the new title, and the CSV export downloads a file that
// holds that row with its hash; all by keyboard alone, and axe finds no violation of any impact. A
// document's history shows the SHA-256 its file was uploaded with, and its download matches it.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { resourcesCopy } from "../src/content/admin/content-management";
import { adminPageCopy } from "../src/content/admin/pages";
import { complianceArchiveCopy as copy, itemHistoryCopy } from "../src/content/content-history";
import { paths } from "../src/content/routes";
import { createNodeClient } from "../scripts/lib/node-client";
import { legalDocumentFixturesDir } from "../supabase/local/db/paths";
import { readHistoryCsv, sha256Hex } from "../tests/support/history-csv";
import { axeViolations, seedAccounts, storageStateOf } from "./support/admin";
import { e2eServiceRoleKey, e2eStackUrl } from "./support/env";
import { tabTo } from "./support/keyboard";
import { saveScreenshot } from "./support/screenshots";

test.use({ storageState: storageStateOf("admin") });

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

/** Today in the browser's date field, as typed on an en-US keyboard: MMDDYYYY. */
function todayTyped(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(now.getMonth() + 1)}${two(now.getDate())}${now.getFullYear()}`;
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
  await expect(entry).toContainText(`By ${seedAccounts.admin.id} (you)`);
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
  expect(await axeViolations(page)).toEqual([]);
  await entry.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "document-history-hash");

  const downloading = page.waitForEvent("download");
  await entry.getByRole("button", { name: `Download ${name}.pdf` }).click();
  const saved = await readFile((await (await downloading).path())!);
  expect(createHash("sha256").update(saved).digest("hex")).toBe(recorded);
});
