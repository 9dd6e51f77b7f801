// Form CRS as the rules expect (issue 22): /crs shows the current relationship summary itself, with
// its name, posting date and Download; every public page links it from its footer, /fees and
// /contact from their text; no public page shows placeholder text. Desktop and phone projects.
import { expect, test } from "@playwright/test";
import { formCrs } from "../src/content/crs";
import { contactPage } from "../src/content/contact-page";
import { feesPage } from "../src/content/fees";
import { legalLinks } from "../src/content/footer";
import { paths, publicPaths } from "../src/content/routes";
import { formatPostedDate } from "../src/features/legal-documents/documents";
import { axeViolations, serviceRole } from "./support/admin";
import { saveScreenshot } from "./support/screenshots";

const dataTimeout = 15_000;
const footerCrs = legalLinks.links.find((link) => link.href === paths.crs)!;

test("/crs shows the current Form CRS: its name, the date it was posted, the PDF, and Download", async ({
  page,
}) => {
  await page.goto(paths.crs);
  await expect(page.getByRole("heading", { level: 1, name: formCrs.heading })).toBeVisible();
  const name = page.getByRole("heading", { level: 2 }).first();
  await expect(name).not.toHaveText(/^$/, { timeout: dataTimeout });
  // What the page shows is the newest active Form CRS the database holds under that name.
  const { data } = await serviceRole
    .from("legal_documents")
    .select("name, created_at, material_changes")
    .eq("document_type", "form_crs")
    .eq("is_active", true)
    .order("created_at", { ascending: false })
    .limit(1)
    .single();
  await expect(name).toHaveText(data!.name);
  await expect(page.getByText(formCrs.posted(formatPostedDate(data!.created_at)))).toBeVisible();
  // Its summary of material changes when it replaced an earlier one (tests/admin/documents.test.tsx).
  const changes = page.getByRole("region", { name: formCrs.materialChanges });
  if (data!.material_changes) await expect(changes).toContainText(data!.material_changes);
  else await expect(changes).toHaveCount(0);

  // The PDF in the page on a wide screen whose browser has a viewer; otherwise (phones, narrow
  // windows) a link that opens it in a tab of its own.
  const frame = page.getByTitle(formCrs.documentFrameTitle(data!.name));
  const link = page.getByRole("link", { name: formCrs.openPdf(data!.name) });
  const hasViewer = await page.evaluate(() => navigator.pdfViewerEnabled);
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  if (wide && hasViewer) {
    await expect(frame).toBeVisible({ timeout: dataTimeout });
    await expect(frame).toHaveAttribute("src", /^blob:/);
    await expect(link).toHaveCount(0);
  } else {
    await expect(link).toHaveAttribute("href", /^blob:/, { timeout: dataTimeout });
    await expect(frame).toHaveCount(0);
  }
  await expect(page.locator("body")).not.toContainText(/placeholder/i);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "form-crs");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: new RegExp(`^${formCrs.download}`) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // A narrow window made wide shows the PDF in the page from then on.
  if (!wide && hasViewer) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(frame).toBeVisible();
    await expect(link).toHaveCount(0);
  }
});

test("every public page links Form CRS from its footer and shows no placeholder text", async ({
  page,
}) => {
  test.slow();
  for (const path of publicPaths) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: footerCrs.label, exact: true })).toHaveAttribute(
      "href",
      paths.crs,
    );
    await expect(page.locator("body"), path).not.toContainText(/placeholder/i);
  }
});

test("/fees and /contact link to Form CRS in their text", async ({ page }) => {
  for (const [path, label] of [
    [paths.fees, feesPage.disclosure.crsCta],
    [paths.contact, contactPage.formCrs.cta],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole("main").getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", paths.crs);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${paths.crs}$`));
    await expect(page.getByRole("heading", { level: 1, name: formCrs.heading })).toBeVisible();
  }
});
