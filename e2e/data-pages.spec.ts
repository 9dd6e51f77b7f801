import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { advPage, legalDocumentTypes } from "../src/content/document-types";
import { paths } from "../src/content/routes";
import { createNodeClient } from "../scripts/lib/node-client";
import { e2eAnonKey, e2eServiceRoleKey, e2eStackUrl } from "./support/env";

const anon = createNodeClient(e2eStackUrl, e2eAnonKey);
const serviceRole = createNodeClient(e2eStackUrl, e2eServiceRoleKey);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const titleOf = (type: string) => legalDocumentTypes.find((info) => info.type === type)!.title;

test("/resources shows every featured resource of the database, newest first, linking out safely", async ({
  page,
}) => {
  const { data: featured, error } = await anon
    .from("recommended_resources")
    .select("title, url")
    .eq("is_featured", true)
    .order("created_at", { ascending: false });
  expect(error).toBeNull();
  expect(featured!.length).toBeGreaterThan(0);

  await page.goto(paths.resources);
  const titles = page.getByRole("main").getByRole("heading", { level: 3 });
  // Each title is followed by screen-reader text saying the link opens a new tab.
  await expect(titles).toHaveText(
    featured!.map((resource) => new RegExp(`^${escapeRegExp(resource.title)}`)),
  );
  for (const resource of featured!) {
    const link = page.getByRole("link", { name: resource.title });
    await expect(link).toHaveAttribute("href", resource.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("/adv downloads the newest Form ADV Part 2A with the bytes that were stored", async ({
  page,
}) => {
  await page.goto(paths.adv);
  const button = page.getByRole("button", {
    name: `${advPage.download} ${titleOf("adv_part_2a")}`,
    exact: true,
  });
  await expect(button).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
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
test(
  "a soft-deleted document is no longer offered on /adv",
  { tag: "@desktop" },
  async ({ page }) => {
    const type = "investment_agreement";
    const { data: retired, error } = await serviceRole
      .from("legal_documents")
      .update({ is_active: false })
      .eq("document_type", type)
      .eq("is_active", true)
      .select("id");
    expect(error).toBeNull();
    expect(retired!.length).toBeGreaterThan(0);
    try {
      await page.goto(paths.adv);
      const button = page.getByRole("button", {
        name: `${advPage.unavailable} ${titleOf(type)}`,
        exact: true,
      });
      await expect(button).toBeVisible();
      await expect(button).toBeDisabled();
      // The other types are still offered.
      await expect(
        page.getByRole("button", {
          name: `${advPage.download} ${titleOf("form_adv")}`,
          exact: true,
        }),
      ).toBeEnabled();
    } finally {
      await serviceRole
        .from("legal_documents")
        .update({ is_active: true })
        .in(
          "id",
          retired!.map((row) => row.id),
        );
    }
  },
);
