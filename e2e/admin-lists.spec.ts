// In Chromium, on the production build over a throw-away stack, as an adviser would use the back
// office. What the lists show: whether the public sees a resource, the thumbnail tile, every
// website page with its editor, (the recent activity has a spec of its own). A test that changes
// shared rows makes rows of its own, or runs on the desktop project only.
import { expect } from "@playwright/test";
import { resourcesCopy, websitePagesCopy } from "../src/content/admin/content-management";
import { pageNames, pageStateCopy } from "../src/content/admin/page-editor";
import { paths } from "../src/content/routes";
import { pageKeys, pathOfPageKey } from "../src/features/site-content/schemas/page-schemas";
import { storageStateOf, test } from "./support/admin";
import {
  createResource,
  removeResources,
  openResources,
  resourceRow,
  editButton,
} from "./support/admin-screens";

test.use({ storageState: storageStateOf("admin") });

const { dialog } = resourcesCopy;

test.describe("a resource's public state", () => {
  test("the switch says what it does and each row says whether the public sees it", async ({
    page,
  }) => {
    const stamp = `${Date.now()} ${test.info().project.name}`;
    const shown = `Public state shown ${stamp}`;
    const hidden = `Public state hidden ${stamp}`;
    const ids = [
      await createResource(shown, { is_featured: true }),
      await createResource(hidden, { is_featured: false }),
    ];
    try {
      await openResources(page);
      await expect(resourceRow(page, shown)).toContainText(resourcesCopy.publicState.shown);
      await expect(resourceRow(page, hidden)).toContainText(resourcesCopy.publicState.hidden);
      await editButton(page, hidden).press("Enter");
      const switchControl = page
        .getByRole("dialog", { name: dialog.editTitle })
        .getByRole("switch", { name: dialog.featured });
      await expect(switchControl).not.toBeChecked();
      await expect(switchControl).toHaveAccessibleDescription(dialog.featuredHint);
    } finally {
      await removeResources(ids);
    }
  });
});

test("Website Pages lists every page, the six main pages first, each published, with its editor", async ({
  page,
}) => {
  await page.goto(paths.admin.content.getHref());
  const rows = page
    .getByRole("heading", { name: websitePagesCopy.heading, level: 2 })
    .locator("xpath=ancestor::*[@data-slot='card'][1]")
    .getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  const listed = await rows.evaluateAll((items) =>
    items.map((item) => item.querySelector("p")!.textContent!.split(" · ")[0]),
  );
  expect(listed.slice(0, 6)).toEqual(["/", "/about", "/services", "/process", "/contact", "/fees"]);
  const addressOf = (key: (typeof pageKeys)[number]) =>
    key === "layout"
      ? websitePagesCopy.everyPage
      : key === "not-found"
        ? websitePagesCopy.anyOther
        : pathOfPageKey[key];
  // Each page listed is published, and its Edit opens its editor.
  for (const key of pageKeys.filter((candidate) => listed.includes(addressOf(candidate)))) {
    const row = rows.filter({
      has: page.getByRole("heading", { level: 3, name: pageNames[key] }),
    });
    await expect(row.getByText(pageStateCopy.published, { exact: true })).toBeVisible();
    await expect(
      row.getByRole("link", { name: `${websitePagesCopy.edit} ${pageNames[key]}`, exact: true }),
    ).toHaveAttribute("href", paths.admin.pageEditor.getHref(key));
  }
  // Every page of the site is listed: the public pages, the not-found page, the header and footer.
  expect(listed, "every page's address, once").toHaveLength(pageKeys.length);
  expect(new Set(listed)).toEqual(new Set(pageKeys.map(addressOf)));
});

test("a resource without a thumbnail, or with one that cannot load, shows a neutral tile", async ({
  page,
}) => {
  const stamp = `${Date.now()} ${test.info().project.name}`;
  const none = `No thumbnail ${stamp}`;
  const broken = `Broken thumbnail ${stamp}`;
  const ids = [
    await createResource(none),
    await createResource(broken, { thumbnail_url: "http://127.0.0.1:9/missing.png" }),
  ];
  try {
    await openResources(page);
    for (const title of [none, broken]) {
      const row = resourceRow(page, title);
      await expect(row.getByText(resourcesCopy.noThumbnail, { exact: true })).toBeAttached();
      await expect(row.locator("img")).toHaveCount(0);
    }
  } finally {
    await removeResources(ids);
  }
});
