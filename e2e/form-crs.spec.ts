// Form CRS as the SEC's rules expect: /crs shows the current relationship summary itself, with its
// name, posting date and Download; every public page links it from its footer, /fees and /contact
// from their text; no public page shows placeholder text. Desktop and phone projects.
import { expect, test } from "@playwright/test";
import { formCrsDocumentType } from "../src/content/document-types";
import { firmCalendarDate, formatCalendarDate } from "../src/content/firm-time-zone";
import { paths, publicPaths } from "../src/content/routes";
import { downloadFileName } from "../src/lib/downloads";
import { axeViolations } from "./support/admin";
import { resizeViewport } from "./support/viewport";
import { publicationTimeout } from "./support/publication";
import { publishedNow, publishedPage } from "./support/published";
import { saveScreenshot } from "./support/screenshots";

test("/crs shows the current Form CRS: its name, the date it was posted, the PDF, and Download", async ({
  page,
}) => {
  test.setTimeout(publicationTimeout + 60_000);
  const crs = await publishedPage("crs");
  const name = page.getByRole("heading", { level: 2 }).first();
  // What the page shows is the newest active Form CRS the database holds. The admin specs upload
  // one and retire it meanwhile: the page shows what was published once the publisher's build of
  // it is live.
  let current!: Awaited<ReturnType<typeof publishedNow>>["documents"][number];
  await expect(async () => {
    current = (await publishedNow()).documents.find(
      (document) => document.document_type === formCrsDocumentType.type,
    )!;
    expect(current).toBeDefined();
    await page.goto(paths.crs);
    await expect(name).toHaveText(current.name, { timeout: 1_000 });
  }).toPass({ timeout: publicationTimeout, intervals: [1_000, 2_000, 3_000] });

  await expect(page.getByRole("heading", { level: 1, name: crs.heading })).toBeVisible();
  await expect(
    page.getByText(
      `${crs.posted} ${formatCalendarDate(firmCalendarDate(new Date(current.created_at)))}`,
      { exact: true },
    ),
  ).toBeVisible();
  // Its summary of material changes when it replaced an earlier one (tests/admin/documents.test.tsx).
  const changes = page.getByRole("region", { name: crs.materialChanges });
  if (current.material_changes) await expect(changes).toContainText(current.material_changes);
  else await expect(changes).toHaveCount(0);

  // The PDF in the page on a wide screen whose browser has a viewer; otherwise (phones, narrow
  // windows) a link that opens it in a tab of its own. Either way the file the build kept.
  const pdfAddress = /^\/documents\/[0-9a-f]{64}\.pdf$/;
  const frame = page.getByTitle(`${current.name} (PDF)`);
  const link = page.getByRole("link", { name: `${crs.openPdf} ${current.name} (PDF)` });
  const hasViewer = await page.evaluate(() => navigator.pdfViewerEnabled);
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  if (wide && hasViewer) {
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", pdfAddress);
    // The file is shown, not refused: the site may frame its own files, and nothing else may.
    await expect
      // (A frame that has not started loading has no address yet.)
      .poll(() =>
        page
          .frames()
          .map((child) => child.url())
          .filter((address) => URL.canParse(address))
          .map((address) => new URL(address).pathname),
      )
      .toContainEqual(expect.stringMatching(pdfAddress));
    await expect(link).toHaveCount(0);
  } else {
    await expect(link).toHaveAttribute("href", pdfAddress);
    await expect(page.getByText(crs.pdfOutsidePage)).toBeVisible();
    await expect(frame).toHaveCount(0);
  }
  await expect(page.locator("body")).not.toContainText(/placeholder/i);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "form-crs");

  const download = page.getByRole("link", {
    name: `${crs.download} ${formCrsDocumentType.title}`,
    exact: true,
  });
  await expect(download).toHaveAttribute("href", pdfAddress);
  const [saved] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(saved.suggestedFilename()).toBe(downloadFileName(current));

  // A narrow window made wide shows the PDF in the page from then on.
  if (!wide && hasViewer) {
    await resizeViewport(page, { width: 1280, height: 800 });
    await expect(frame).toBeVisible();
    await expect(link).toHaveCount(0);
  }
});

test("every public page links Form CRS from its footer and shows no placeholder text", async ({
  page,
}) => {
  test.slow();
  const { footer: labels } = await publishedPage("layout");
  for (const path of publicPaths) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: labels.formCrs, exact: true })).toHaveAttribute(
      "href",
      paths.crs,
    );
    await expect(page.locator("body"), path).not.toContainText(/placeholder/i);
  }
});

test("/fees and /contact link to Form CRS in their text", async ({ page }) => {
  const [fees, contact, crs] = await Promise.all([
    publishedPage("fees"),
    publishedPage("contact"),
    publishedPage("crs"),
  ]);
  for (const [path, action] of [
    [paths.fees, fees.disclosure.crsAction],
    [paths.contact, contact.formCrs.action],
  ] as const) {
    expect(action.href).toBe(paths.crs);
    await page.goto(path);
    const link = page.getByRole("main").getByRole("link", { name: action.label });
    await expect(link).toHaveAttribute("href", paths.crs);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${paths.crs}$`));
    await expect(page.getByRole("heading", { level: 1, name: crs.heading })).toBeVisible();
  }
});
