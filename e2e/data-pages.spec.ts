// The public pages built from the database's data: /resources lists the public resources, /adv
// offers the newest active version of each document, as the build kept it beside the pages. A
// change reaches them through the publisher's next release (support/publication.ts).
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { legalDocumentTypes } from "../src/content/document-types";
import { paths } from "../src/content/routes";
import { createNodeClient } from "../records/node-client";
import { axeViolations } from "./support/axe";
import { resizeViewport } from "./support/viewport";
import { e2eServiceRoleKey, e2eStackUrl } from "./support/env";
import { expectPublished, publicationTimeout } from "./support/publication";
import { publishedNow, publishedPage } from "./support/published";

const serviceRole = createNodeClient(e2eStackUrl, e2eServiceRoleKey);

const titleOf = (type: string) => legalDocumentTypes.find((info) => info.type === type)!.title;

/** The titles of the resource cards /resources shows, in order. */
const shownResourceTitles = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("article")
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) =>
        [...link.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("")
          .trim(),
      ),
    );

test("/resources shows every public resource of the database, newest first, linking out safely", async ({
  page,
}) => {
  test.setTimeout(publicationTimeout + 60_000);
  // Other specs add and remove resources meanwhile: the page shows what was published once the
  // publisher's build of it is live.
  await expect(async () => {
    const { resources } = await publishedNow();
    expect(resources.length).toBeGreaterThan(0);
    await page.goto(paths.resources);
    expect(await shownResourceTitles(page)).toEqual(resources.map((resource) => resource.title));
  }).toPass({ timeout: publicationTimeout, intervals: [1_000, 2_000, 3_000] });

  const { resources } = await publishedNow();
  for (const resource of resources) {
    const link = page.getByRole("link", { name: resource.title });
    await expect(link).toHaveAttribute("href", resource.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("/adv downloads the newest Form ADV Part 2A with the bytes that were stored", async ({
  page,
}) => {
  const adv = await publishedPage("adv");
  await page.goto(paths.adv);
  const link = page.getByRole("link", {
    name: `${adv.download} ${titleOf("adv_part_2a")}`,
    exact: true,
  });
  await expect(link).toHaveAttribute("href", /^\/documents\/[0-9a-f]{64}\.pdf$/);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const saved = await readFile((await download.path())!);

  // The admin specs may upload newer versions meanwhile: find the version this download is, by its
  // name, among the active ones, and compare with its bytes in the bucket.
  const { data: versions, error } = await serviceRole
    .from("legal_documents")
    .select("name, file_path")
    .eq("document_type", "adv_part_2a")
    .eq("is_active", true);
  expect(error).toBeNull();
  const document = versions!.find(
    (version) => download.suggestedFilename() === `${version.name}.pdf`,
  );
  expect(
    document,
    `an active Form ADV Part 2A saved as ${download.suggestedFilename()}`,
  ).toBeDefined();
  const { data: stored } = await serviceRole.storage
    .from("legal-documents")
    .download(document!.file_path);
  expect(saved.equals(Buffer.from(await stored!.arrayBuffer()))).toBe(true);
});

// One project only: it changes data that the other project's run of this test would change too.
// Both widths are checked here, by resizing the window.
test(
  "a soft-deleted document is no longer offered on /adv once published, axe finds nothing there, and it is offered again once restored",
  { tag: "@desktop" },
  async ({ page }) => {
    // Two publications, each waited for.
    test.setTimeout(2 * publicationTimeout + 60_000);
    const adv = await publishedPage("adv");
    const type = "investment_agreement";
    const unavailable = page
      .getByRole("main")
      .locator('[aria-disabled="true"]')
      .filter({ hasText: titleOf(type) });
    const downloadLink = (documentType: string) =>
      page.getByRole("link", { name: `${adv.download} ${titleOf(documentType)}`, exact: true });

    const { data: retired, error } = await serviceRole
      .from("legal_documents")
      .update({ is_active: false })
      .eq("document_type", type)
      .eq("is_active", true)
      .select("id");
    expect(error).toBeNull();
    expect(retired!.length).toBeGreaterThan(0);
    try {
      await expectPublished(page, paths.adv, () => unavailable.count(), 1);
      await expect(unavailable).toBeVisible();
      await expect(unavailable).toHaveText(`${adv.unavailable} ${titleOf(type)}`);
      // Not a link, and nothing to download.
      await expect(downloadLink(type)).toHaveCount(0);
      // The other types are still offered.
      await expect(downloadLink("form_adv")).toHaveAttribute("download", /\.pdf$/);

      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await axeViolations(page), "at 1280 px").toEqual([]);
      await resizeViewport(page, { width: 375, height: 812 });
      await expect(unavailable).toBeVisible();
      expect(await axeViolations(page), "at 375 px").toEqual([]);
    } finally {
      await serviceRole
        .from("legal_documents")
        .update({ is_active: true })
        .in(
          "id",
          retired!.map((row) => row.id),
        );
    }
    // Other specs download it: the page offers it again before this test is over.
    await expectPublished(page, paths.adv, () => downloadLink(type).count(), 1);
  },
);
