// Managing the site's content in a real browser, on the production build over a throw-away stack:
// the admin manages a resource with its thumbnail and uploads document versions, and a visitor in a
// fresh browser context sees the result on /resources, /adv and /crs once the publisher has built
// it into the pages and recorded it as a release, and not before. Every admin step is taken with
// the keyboard (Enter, Space, arrows and typing on the focused control); files are given to the
// focused file input, as a person would pick them in the system dialog. The flows change shared
// data, so they run at desktop width only; axe meets these screens and dialogs at both widths in
// admin-screens.spec.ts (every screen and tab, once loaded) and admin-axe.spec.ts (the dialogs).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { documentsCopy } from "../src/content/admin/documents";
import { resourcesCopy } from "../src/content/admin/content-management";
import { documentTypes, formCrsDocumentType } from "../src/content/document-types";
import { paths } from "../src/content/routes";
import { formatDate } from "../src/lib/instants";
import { createNodeClient } from "../records/node-client";
import { storageStateOf, toast } from "./support/admin";
import { e2eServiceRoleKey, e2eStackUrl } from "./support/env";
import {
  expectPublished,
  latestChangeOf,
  latestPublicChange,
  publicationTimeout,
  releaseThrough,
  waitUntilLive,
} from "./support/publication";
import { publishedPage } from "./support/published";

test.use({ storageState: storageStateOf("admin") });

const serviceRole = createNodeClient(e2eStackUrl, e2eServiceRoleKey);
const { dialog } = resourcesCopy;
const { upload } = documentsCopy;

/** A 1x1 PNG; `variant` is a byte after its end (ignored by decoders), so each file differs. */
const png = (variant: number) =>
  Buffer.concat([
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
    Buffer.from([variant]),
  ]);

/** A small valid PDF whose text is `label`, so each upload has its own bytes. */
const pdf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${label}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );

/** Presses `key` on the control, which gets the keyboard focus first. */
const press = (control: Locator, key = "Enter") => control.press(key);

/** Replaces the field's text by typing, as a person would. */
async function typeInto(field: Locator, text: string) {
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.page().keyboard.type(text);
}

/** A visitor's fresh browser: no session, nothing cached. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined });
  return context.newPage();
}

// Each flow takes many steps, several page loads and a second browser context, and waits for
// publications.
const FLOW_TIMEOUT = 150_000;

/**
 * Loads `path` in `visitor` until `shown` says the change of content-history entry `entry` is
 * there; every time it is, the release holding it must be recorded already (checked after the page
 * has loaded): the public never sees a change before the record of it.
 */
async function expectShownOnlyOnceReleased(
  visitor: Page,
  path: string,
  entry: number,
  shown: () => Promise<boolean>,
) {
  const seenBeforeTheRelease: string[] = [];
  await expect
    .poll(
      async () => {
        await visitor.goto(path);
        if (!(await shown())) return false;
        if (!(await releaseThrough(entry))) seenBeforeTheRelease.push(new Date().toISOString());
        return true;
      },
      { timeout: publicationTimeout, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  expect(seenBeforeTheRelease, "shown by a page no release records").toEqual([]);
}

test.describe("resources", { tag: "@desktop" }, () => {
  test.describe.configure({ timeout: FLOW_TIMEOUT + 2 * publicationTimeout });
  test("the admin adds, edits and deletes a featured resource with a PNG thumbnail", async ({
    page,
    browser,
  }) => {
    const title = `Bond ladders explained ${Date.now()}`;
    await page.goto(`${paths.admin.content.getHref()}?tab=resources`);
    await expect(page.getByRole("tab", { name: "Resources", selected: true })).toBeVisible();

    // Add.
    await press(page.getByRole("button", { name: resourcesCopy.add }));
    const addDialog = page.getByRole("dialog", { name: dialog.addTitle });
    await expect(addDialog).toBeVisible();
    await typeInto(addDialog.getByLabel(dialog.title), title);
    await typeInto(
      addDialog.getByLabel(dialog.descriptionLabel),
      "How a ladder of bonds evens out rates.",
    );
    await typeInto(addDialog.getByLabel(dialog.url), "https://www.investor.gov/bond-ladders");
    await press(addDialog.getByRole("switch", { name: dialog.featured }), " ");
    await addDialog.getByLabel(dialog.thumbnail).setInputFiles({
      name: "ladder.png",
      mimeType: "image/png",
      buffer: png(1),
    });
    await expect(addDialog.getByRole("img", { name: dialog.thumbnailPreview })).toBeVisible();
    await press(addDialog.getByRole("button", { name: dialog.save }));
    await expect(toast(page, resourcesCopy.toasts.added)).toBeVisible();
    await expect(addDialog).toBeHidden();

    const list = page.getByRole("list", { name: resourcesCopy.heading });
    const row = list.getByRole("listitem").filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText(resourcesCopy.publicState.shown, { exact: true })).toBeVisible();

    const { data: stored } = await serviceRole
      .from("recommended_resources")
      .select("id, thumbnail_url, is_featured, user_id")
      .eq("title", title)
      .single();
    expect(stored).toMatchObject({ is_featured: true });
    const firstThumbnail = stored!.thumbnail_url as string;
    expect(firstThumbnail).toMatch(
      new RegExp(`/storage/v1/object/public/resource-thumbnails/${stored!.user_id}/\\d+\\.png$`),
    );

    // A visitor sees it on /resources once the publisher's release of it is recorded, not before,
    // with its image: the build's copy of the thumbnail, with its size.
    const visitor = await visitorPage(browser);
    const added = await latestChangeOf("recommended_resources", stored!.id);
    await expectShownOnlyOnceReleased(visitor, paths.resources, added, () =>
      visitor.getByRole("link", { name: title }).isVisible(),
    );
    expect(await releaseThrough(added)).toBeDefined();
    const image = visitor.getByRole("article").filter({ hasText: title }).locator("img");
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("src", /^\/images\/[0-9a-f]{64}\.png$/);
    await expect(image).toHaveAttribute("width", "1");
    await expect(image).toHaveAttribute("height", "1");
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const served = await visitor.request.get((await image.getAttribute("src"))!);
    expect(Buffer.from(await served.body())).toEqual(png(1));
    await visitor.context().close();

    // Edit: a new title and a new thumbnail; the old thumbnail's file is kept, as the content
    // history names it (the Compliance archive's before picture of the edit).
    await press(row.getByRole("button", { name: `${resourcesCopy.edit} ${title}` }));
    const editDialog = page.getByRole("dialog", { name: dialog.editTitle });
    await expect(editDialog.getByLabel(dialog.title)).toHaveValue(title);
    const newTitle = `${title} (updated)`;
    await typeInto(editDialog.getByLabel(dialog.title), newTitle);
    await editDialog.getByLabel(dialog.thumbnail).setInputFiles({
      name: "ladder-2.png",
      mimeType: "image/png",
      buffer: png(2),
    });
    await press(editDialog.getByRole("button", { name: dialog.save }));
    await expect(toast(page, resourcesCopy.toasts.updated)).toBeVisible();
    const updatedRow = list.getByRole("listitem").filter({ hasText: newTitle });
    await expect(updatedRow).toBeVisible();
    const { data: updated } = await serviceRole
      .from("recommended_resources")
      .select("thumbnail_url")
      .eq("id", stored!.id)
      .single();
    expect(updated!.thumbnail_url).not.toBe(firstThumbnail);
    const bytesAt = async (url: string) => Buffer.from(await (await page.request.get(url)).body());
    expect(await bytesAt(firstThumbnail)).toEqual(png(1));
    expect(await bytesAt(updated!.thumbnail_url as string)).toEqual(png(2));

    // Delete, after the confirmation; Escape first cancels it.
    await press(updatedRow.getByRole("button", { name: `${resourcesCopy.delete} ${newTitle}` }));
    const confirm = page.getByRole("alertdialog", { name: resourcesCopy.confirmDelete.title });
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(updatedRow).toBeVisible();
    await press(updatedRow.getByRole("button", { name: `${resourcesCopy.delete} ${newTitle}` }));
    await press(confirm.getByRole("button", { name: resourcesCopy.confirmDelete.confirm }));
    await expect(toast(page, resourcesCopy.toasts.deleted)).toContainText(
      resourcesCopy.toasts.deletedText(newTitle),
    );
    await expect(updatedRow).toBeHidden();
    const { data: left } = await serviceRole
      .from("recommended_resources")
      .select("id")
      .eq("id", stored!.id);
    expect(left).toEqual([]);
    // The deleted resource's thumbnail too: the history's entry of the deletion names it.
    expect(await bytesAt(updated!.thumbnail_url as string)).toEqual(png(2));

    // Once the deletion is published, /resources lists neither title, as before the test.
    const gone = await visitorPage(browser);
    await expectPublished(
      gone,
      paths.resources,
      () => gone.getByRole("main").getByText(title).count(),
      0,
      "the deleted resource is gone from /resources",
    );
    await gone.context().close();
  });
});

test.describe("documents", { tag: "@desktop" }, () => {
  // One after the other: the refusal test counts every document row and file, which the versions
  // flow adds to.
  test.describe.configure({ timeout: FLOW_TIMEOUT + 4 * publicationTimeout, mode: "serial" });
  const uploaded: string[] = [];

  // Other specs read the seeded versions: retire what this one uploaded, and wait until the public
  // pages offer the seeded versions again.
  test.afterAll(async () => {
    test.setTimeout(publicationTimeout + 30_000);
    if (uploaded.length === 0) return;
    await serviceRole.from("legal_documents").update({ is_active: false }).in("name", uploaded);
    await waitUntilLive(await latestPublicChange());
  });

  async function uploadDocument(page: Page, fileName: string, buffer: Buffer, typeTitle: string) {
    // The form is ready again once the upload before has ended and cleared it, as a person waits.
    await expect(page.getByLabel(upload.name)).toBeEnabled();
    await expect(page.getByLabel(upload.name)).toHaveValue("");
    await page.getByLabel(upload.file).setInputFiles({
      name: fileName,
      mimeType: "application/pdf",
      buffer,
    });
    const name = fileName.replace(/\.pdf$/, "");
    // The name is prefilled from the file name.
    await expect(page.getByLabel(upload.name)).toHaveValue(name);
    const submit = page.getByRole("button", { name: upload.submit });
    await expect(submit).toBeDisabled();
    // The type, by keyboard: open the listbox, type ahead, choose.
    await press(page.getByRole("combobox", { name: upload.type }));
    const option = page.getByRole("option", { name: typeTitle, exact: true });
    await expect(option).toBeVisible();
    await press(option);
    if (typeTitle === formCrsDocumentType.title) {
      // It replaces the public Form CRS: the summary of material changes is asked for first.
      await expect(submit).toBeDisabled();
      await typeInto(page.getByLabel(upload.materialChanges), `What changed in ${name}.`);
    }
    await expect(submit).toBeEnabled();
    // An earlier upload's toast says the same: once it is gone, the one found is this upload's.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await press(submit);
    await expect(
      toast(page, documentsCopy.toasts.uploaded.description(name, typeTitle)),
    ).toBeVisible();
    uploaded.push(name);
    return name;
  }

  /**
   * Downloads from the public page `path` with the link for `typeTitle`, once the publisher's
   * release offers the version `name` there (and not before); returns the file.
   */
  async function visitorDownload(browser: Browser, path: string, typeTitle: string, name: string) {
    const { download: label } = await publishedPage(path === paths.crs ? "crs" : "adv");
    const visitor = await visitorPage(browser);
    const link = visitor.getByRole("link", { name: `${label} ${typeTitle}`, exact: true });
    const { data: version, error } = await serviceRole
      .from("legal_documents")
      .select("id")
      .eq("name", name)
      .single<{ id: string }>();
    if (error) throw error;
    await expectShownOnlyOnceReleased(
      visitor,
      path,
      await latestChangeOf("legal_documents", version.id),
      async () => (await link.getAttribute("download")) === `${name}.pdf`,
    );
    await expect(link).toHaveAttribute("href", /^\/documents\/[0-9a-f]{64}\.pdf$/);
    const [download] = await Promise.all([visitor.waitForEvent("download"), link.click()]);
    const file = {
      name: download.suggestedFilename(),
      bytes: await readFile((await download.path())!),
    };
    await visitor.context().close();
    return file;
  }

  const part2a = documentTypes[0].title;

  test("versions of Form ADV Part 2A: upload, newer, soft delete; and a Form CRS for /crs", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    await page.goto(paths.admin.documents.getHref());
    await expect(page.getByRole("heading", { name: documentsCopy.list.heading })).toBeVisible();

    // The first version reaches /adv when the newer one is retired (below): its download there is
    // checked once, after that publication.
    const firstBytes = pdf(`first ${stamp}`);
    const first = await uploadDocument(page, `Brochure ${stamp}.pdf`, firstBytes, part2a);

    const newerBytes = pdf(`newer ${stamp}`);
    const newer = await uploadDocument(page, `Brochure ${stamp} v2.pdf`, newerBytes, part2a);
    expect(await visitorDownload(browser, paths.adv, part2a, newer)).toEqual({
      name: `${newer}.pdf`,
      bytes: newerBytes,
    });

    // The list marks the newer one as public now and keeps the first.
    const group = page.getByRole("region", { name: part2a });
    const newerRow = group.getByRole("listitem").filter({ hasText: newer });
    const firstRow = group
      .getByRole("listitem")
      .filter({ hasText: first })
      .filter({ hasNotText: newer });
    await expect(newerRow).toContainText(documentsCopy.list.current);
    await expect(firstRow).toContainText(documentsCopy.list.older);

    // Retire the newer one: /adv offers the first again; the newer stays, retired.
    await press(newerRow.getByRole("button", { name: `${documentsCopy.list.retire} ${newer}` }));
    const confirm = page.getByRole("alertdialog", { name: documentsCopy.confirmRetire.title });
    // It says what the public will see next: the first version, by name and the day it was posted.
    const { data: firstRecord } = await serviceRole
      .from("legal_documents")
      .select("created_at")
      .eq("name", first)
      .single<{ created_at: string }>();
    await expect(confirm).toContainText(
      `Next, ${part2a} will be offered as '${first}', posted ${formatDate(firstRecord!.created_at)}.`,
    );
    await press(confirm.getByRole("button", { name: documentsCopy.confirmRetire.confirm }));
    await expect(toast(page, documentsCopy.toasts.retired.description(newer))).toBeVisible();
    await expect(newerRow).toContainText(documentsCopy.list.retired);
    await expect(firstRow).toContainText(documentsCopy.list.current);
    // The public version comes first in its type's list.
    await expect(group.getByRole("listitem").first()).toContainText(first);
    expect(await visitorDownload(browser, paths.adv, part2a, first)).toEqual({
      name: `${first}.pdf`,
      bytes: firstBytes,
    });

    // The admin still downloads the retired version.
    const [retiredDownload] = await Promise.all([
      page.waitForEvent("download"),
      press(newerRow.getByRole("button", { name: `${documentsCopy.list.download} ${newer}` })),
    ]);
    expect(await readFile((await retiredDownload.path())!)).toEqual(newerBytes);
    const { data: rows } = await serviceRole
      .from("legal_documents")
      .select("name, is_active, sha256")
      .in("name", [first, newer])
      .order("name");
    // Each record keeps the SHA-256 the browser took of the file it uploaded.
    const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
    expect(rows).toEqual([
      { name: first, is_active: true, sha256: sha256(firstBytes) },
      { name: newer, is_active: false, sha256: sha256(newerBytes) },
    ]);

    // Form CRS: /crs downloads it (its link says what it is: Form CRS).
    const crsBytes = pdf(`crs ${stamp}`);
    const crs = await uploadDocument(
      page,
      `Relationship summary ${stamp}.pdf`,
      crsBytes,
      formCrsDocumentType.title,
    );
    expect(await visitorDownload(browser, paths.crs, formCrsDocumentType.title, crs)).toEqual({
      name: `${crs}.pdf`,
      bytes: crsBytes,
    });
  });

  test("a PNG named .pdf and an 11 MB PDF are refused with a message, and nothing is stored", async ({
    page,
  }) => {
    const attempts: [string, Buffer, string][] = [
      ["Fake brochure.pdf", png(3), upload.notPdf],
      [
        "Huge brochure.pdf",
        Buffer.concat([pdf("huge"), Buffer.alloc(11 * 1024 * 1024, 32)]),
        upload.tooLarge,
      ],
    ];
    // What of these two files was stored: a record of their bytes, a file of their size. Not a count
    // of every document: the other worker's tests upload documents meanwhile.
    const stored = async () => {
      const hashes = attempts.map(([, buffer]) =>
        createHash("sha256").update(buffer).digest("hex"),
      );
      const sizes = attempts.map(([, buffer]) => buffer.length);
      const [records, files] = await Promise.all([
        serviceRole.from("legal_documents").select("name").in("sha256", hashes),
        serviceRole.storage.from("legal-documents").list("", { limit: 1000 }),
      ]);
      expect(records.error).toBeNull();
      expect(files.error).toBeNull();
      return {
        records: records.data!.map((record) => record.name),
        files: files
          .data!.filter((file) => sizes.includes(Number(file.metadata?.size)))
          .map((file) => file.name),
      };
    };
    await page.goto(paths.admin.documents.getHref());

    for (const [fileName, buffer, message] of attempts) {
      await page
        .getByLabel(upload.file)
        .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer });
      await press(page.getByRole("combobox", { name: upload.type }));
      await press(page.getByRole("option", { name: documentTypes[1].title, exact: true }));
      await press(page.getByRole("button", { name: upload.submit }));
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(await stored()).toEqual({ records: [], files: [] });
  });
});
