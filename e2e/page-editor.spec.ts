// The page editor (/admin/content/pages/:pageKey) as the adviser uses it, at 1280 px and 375 px:
// by keyboard alone, with axe; and the cases where an edit must not be lost or must not go out: two
// admins on one page, leaving with unsaved edits, a required field left empty, a link that is not
// allowed, a build that fails. Runs in the "serial" project, alone (a publication changes what
// other specs read), and puts back what it changes.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { reviewLogCopy } from "../src/content/admin/content-management";
import { pageEditorCopy as copy, pageNames, pageStateCopy } from "../src/content/admin/page-editor";
import { adminPageCopy } from "../src/content/admin/pages";
import { paths } from "../src/content/routes";
import { axeViolations, seedAccounts, serviceRole, storageStateOf } from "./support/admin";
import { resizeViewport } from "./support/viewport";
import { tabTo } from "./support/keyboard";
import { pastTheEdges, sidewaysScroll } from "./support/overflow";
import { publicationTimeout } from "./support/publication";
import { published, publishedPage } from "./support/published";

test.use({ storageState: storageStateOf("admin") });

const editorOf = (key: string) => paths.admin.pageEditor.getHref(key);

/** The editor's field labelled `label` (the first, if a list repeats it). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

async function openEditor(page: Page, key: string) {
  await page.goto(editorOf(key));
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: copy.titleOf(pageNames[key as keyof typeof pageNames]),
    }),
  ).toBeVisible();
  await expect(field(page, "Page title")).toBeVisible();
}

/** Throws the page's draft away with the editor's Discard draft, so the next test starts clean. */
async function discardDraft(page: Page, key: string) {
  await openEditor(page, key);
  await page.getByRole("button", { name: copy.discard }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: copy.confirmDiscard.confirm })
    .click();
  await expect(page.getByText(copy.toasts.discarded.title)).toBeVisible();
}

/**
 * Content → Review Log: the newest publication of the 404 page lists the finding on `words` with
 * `answer`, who published it, and the release it went out in; its CSV export, by keyboard, has the
 * same row.
 */
async function expectInReviewLog(page: Page, { words, answer }: { words: string; answer: string }) {
  await page.goto(`${paths.admin.content.getHref()}?tab=review`);
  const log = page.getByRole("list", { name: reviewLogCopy.listLabel });
  const publication = log
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /^Page not found, version \d+/ }) })
    .first();
  await expect(publication).toContainText(reviewLogCopy.findings(1));
  await expect(publication).toContainText(`${reviewLogCopy.words} “${words}”`);
  await expect(publication).toContainText(`${reviewLogCopy.answer} ${answer}`);
  await expect(publication).toContainText(seedAccounts.admin.email);
  await expect(publication).toContainText(reviewLogCopy.inRelease);
  // The export by keyboard alone: reached with Tab from the page's top, pressed with Enter.
  const download = page.waitForEvent("download");
  await tabTo(page, page.getByRole("button", { name: reviewLogCopy.export.button }), 60);
  await page.keyboard.press("Enter");
  const csv = await readFile(await (await download).path(), "utf8");
  const row = csv.split("\r\n").find((line) => line.includes(answer));
  expect(row, "the answer's row of the CSV").toContain(`,not-found,Page not found,`);
  expect(row).toContain(`,warning,`);
  expect(row).toContain(`,${words},`);
}

for (const width of [1280, 375]) {
  test(`at ${width} px: edit, preview and publish /process by keyboard alone, axe clean`, async ({
    page,
  }) => {
    test.slow();
    await resizeViewport(page, { width, height: width === 375 ? 812 : 800 });
    const before = await publishedPage("process");
    await openEditor(page, "process");
    expect(await axeViolations(page)).toEqual([]);

    // Every field is reachable by Tab, the preview shows the edit as it is typed.
    const heading = field(page, "Main heading");
    await tabTo(page, heading, 120);
    await page.keyboard.press("ControlOrMeta+A");
    const edited = `${before.heading} (${width} px)`;
    await page.keyboard.type(edited);
    await expect(page.getByText(copy.characters(edited.length, 120))).toBeVisible();
    // The preview is for the eye (hidden from screen readers): its words, not its roles.
    const preview = page.frameLocator("iframe[title^='Preview of']");
    await expect(preview.locator("h1")).toHaveText(edited);
    await tabTo(page, page.getByRole("button", { name: copy.preview.desktop }), 160, true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: copy.preview.desktop })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The desktop's preview, scaled down, keeps to the screen like the rest of the editor.
    await expect(preview.locator("h1")).toHaveText(edited);
    expect(await sidewaysScroll(page), "the editor scrolls sideways by").toBe(0);
    expect(await pastTheEdges(page.getByRole("main")), "past the margins").toEqual([]);

    // Save the draft: it survives a reload; then publish it, by keyboard.
    await tabTo(page, page.getByRole("button", { name: copy.save }), 200);
    await page.keyboard.press("Enter");
    await expect(page.getByText(copy.toasts.saved.title)).toBeVisible();
    await page.reload();
    await expect(field(page, "Main heading")).toHaveValue(edited);
    await expect(
      page.getByText(`${pageStateCopy.draft}: ${pageStateCopy.draftHint}`),
    ).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: copy.publish, exact: true }), 200);
    await page.keyboard.press("Enter");
    // The page's state badge (the toast that confirms the publication says the same word).
    await expect(
      page.locator("#admin-main").getByText(pageStateCopy.published, { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /^Live since/ })
        .first(),
    ).toBeVisible({
      timeout: 60_000,
    });
    expect(await axeViolations(page)).toEqual([]);
    const served = await page.request.get(paths.process);
    expect(await served.text()).toContain(edited);

    // The version before, restored and published again: nothing is overwritten, a new version is.
    const versions = page.getByRole("list").filter({ hasText: copy.versions.version(1) });
    await versions
      .getByRole("button", { name: /Restore/ })
      .first()
      .click();
    await page.getByRole("button", { name: copy.versions.confirmRestore.confirm }).click();
    await expect(field(page, "Main heading")).toHaveValue(before.heading);
    await page.getByRole("button", { name: copy.publish, exact: true }).click();
    await expect(page.getByText(copy.versions.restoredFrom(1)).first()).toBeVisible({
      timeout: 30_000,
    });
  });
}

test("two admins on one page: the second save is refused, names who changed it and when, and keeps the edits", async ({
  browser,
}) => {
  const first = await browser.newPage({ storageState: storageStateOf("admin") });
  const second = await browser.newPage({ storageState: storageStateOf("admin") });
  try {
    await openEditor(first, "contact");
    await openEditor(second, "contact");
    await field(first, "Eyebrow").fill("Get in touch");
    await first.getByRole("button", { name: copy.save }).click();
    await expect(first.getByText(copy.toasts.saved.title)).toBeVisible();

    await field(second, "Eyebrow").fill("Write to us");
    await second.getByRole("button", { name: copy.save }).click();
    const alert = second.getByRole("alert").filter({ hasText: copy.conflict.title });
    await expect(alert).toBeVisible();
    // Named by their profile's name once they have one (e2e/insights.spec.ts gives the admin one).
    const { data: profile } = await serviceRole
      .from("admin_profiles")
      .select("full_name")
      .eq("user_id", seedAccounts.admin.id)
      .maybeSingle<{ full_name: string }>();
    await expect(alert).toContainText(profile?.full_name ?? seedAccounts.admin.email);
    await expect(field(second, "Eyebrow")).toHaveValue("Write to us");
    await expect(alert.getByRole("button", { name: copy.conflict.reload })).toBeVisible();
    const { data } = await serviceRole
      .from("site_pages")
      .select("draft")
      .eq("page_key", "contact")
      .single<{ draft: { eyebrow: string } }>();
    expect(data?.draft.eyebrow, "the first admin's draft stands").toBe("Get in touch");
  } finally {
    await discardDraft(first, "contact");
    await first.close();
    await second.close();
  }
});

test("leaving with unsaved edits asks first; Stay keeps them", async ({ page }) => {
  await openEditor(page, "services");
  await field(page, "Eyebrow").fill("What we offer");
  await page.getByRole("link", { name: adminPageCopy.dashboard.title }).first().click();
  const dialog = page.getByRole("alertdialog", { name: copy.unsaved.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: copy.unsaved.stay }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, "Eyebrow")).toHaveValue("What we offer");
  await page.getByRole("link", { name: adminPageCopy.dashboard.title }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: copy.unsaved.leave }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a required field left empty, or a link that is not allowed, cannot be published", async ({
  page,
}) => {
  const before = await published();
  await openEditor(page, "home");
  await field(page, "Main heading").fill("   ");
  await field(page, "Links to").fill("javascript:alert(1)");
  await page.getByRole("button", { name: copy.publish, exact: true }).click();
  await expect(page.getByText(copy.invalid)).toBeVisible();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expect(
    page
      .getByText("A link starts with https:, http:, mailto:, tel: or / (a page of this site)")
      .first(),
  ).toBeVisible();
  // The focus is on the first field that needs attention.
  await expect(field(page, "Main heading")).toBeFocused();
  const { count } = await serviceRole
    .from("page_versions")
    .select("id", { count: "exact", head: true })
    .eq("page_key", "home");
  expect(count).toBe(before.pages.home.version);
  // A markdown link to javascript: in a paragraph is refused too, naming it.
  await field(page, "Main heading").fill(before.pages.home.content.hero.heading);
  await field(page, "Links to").fill(before.pages.home.content.hero.primaryAction.href);
  await field(page, "Text").fill("Read [this](javascript:alert(1)) first.");
  await page.getByRole("button", { name: copy.publish, exact: true }).click();
  await expect(
    page.getByText(/The link "javascript:alert\(1\)" is not allowed/).first(),
  ).toBeVisible();
});

test("a build that fails names the page and field, and the release before stays live", async ({
  page,
}) => {
  test.slow();
  const fees = await publishedPage("fees");
  const servedBefore = await (await page.request.get(paths.fees)).text();
  // Content the database accepts (its JSON Schema has no rule for the placeholder) but the build's
  // check refuses: a qualified-client test without {amount}. The service role publishes it, as a
  // script would.
  const broken = {
    ...fees,
    qualifiedClient: { ...fees.qualifiedClient, assetsTest: "At least a lot of assets" },
  };
  const inserted = await serviceRole
    .from("page_versions")
    .insert({ page_key: "fees", content: broken });
  if (inserted.error) throw inserted.error;
  try {
    await openEditor(page, "fees");
    await expect(page.getByText(pageStateCopy.failed)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/qualifiedClient\.assetsTest/)).toBeVisible();
    await expect(page.getByText(/The previous release is still live\./)).toBeVisible();
    expect(await (await page.request.get(paths.fees)).text()).toBe(servedBefore);
  } finally {
    // The page as it was, published again (its outcome is checked below).
    await serviceRole.from("page_versions").insert({ page_key: "fees", content: fees });
  }
  await page.reload();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Live since/ })
      .first(),
  ).toBeVisible({
    timeout: 60_000,
  });
});

test("the Marketing Rule check by keyboard: a guarantee blocks Publish; a return figure is published with a written answer, kept with the draft saved before; axe clean", async ({
  page,
}) => {
  // Two publications: the answered warning's, and the page as it was.
  test.setTimeout(2 * publicationTimeout);
  const shipped = await publishedPage("not-found");
  const rule = copy.marketingRule;
  await openEditor(page, "not-found");
  await expect(page.getByText(rule.aid)).toBeVisible();
  const body = field(page, "Body");
  const publish = page.getByRole("button", { name: copy.publish, exact: true });

  await tabTo(page, body, 120);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Guaranteed returns for every client.");
  await expect(page.getByText(rule.matched("Guaranteed"))).toBeVisible();
  await expect(page.getByText(rule.blocked(1))).toBeVisible();
  await expect(publish).toHaveAttribute("aria-disabled", "true");
  expect(await axeViolations(page)).toEqual([]);

  const edited = "Our clients saw a 12.4% return last year.";
  await tabTo(page, body, 120, true);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(edited);
  await expect(page.getByText(rule.matched("12.4% return"))).toBeVisible();
  await expect(page.getByText(rule.unanswered(1, 20))).toBeVisible();
  await expect(publish).toHaveAttribute("aria-disabled", "true");
  const answer = "Net of fees, with its 1-, 5- and 10-year periods, on /fees.";
  await tabTo(page, page.getByLabel(rule.answerLabel), 20);
  await page.keyboard.type(answer);
  await expect(page.getByText(rule.answered)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Saved as a draft with its answer, the editor left and opened again: the answer is there.
  await tabTo(page, page.getByRole("button", { name: copy.save, exact: true }), 200);
  await page.keyboard.press("Enter");
  await expect
    .poll(async () => {
      const { data } = await serviceRole
        .from("site_pages")
        .select("draft_answers")
        .eq("page_key", "not-found")
        .single<{ draft_answers: Record<string, string> }>();
      return data?.draft_answers;
    })
    .toEqual({ "performance:body:12.4% return": answer });
  await page.reload();
  await expect(page.getByLabel(rule.answerLabel)).toHaveValue(answer);
  await expect(page.getByText(rule.answered)).toBeVisible();
  await tabTo(page, publish, 200);
  await page.keyboard.press("Enter");
  // The page any unknown address shows, as the static host serves it now.
  const notFoundServed = async () => (await page.request.get("/no-such-page")).text();
  try {
    // The answered warning reaches a release: the build's check lets it through.
    await expect.poll(notFoundServed, { timeout: publicationTimeout }).toContain(edited);
    const { data } = await serviceRole
      .from("page_versions")
      .select("content, marketing_rule_answers")
      .eq("page_key", "not-found")
      .order("version", { ascending: false })
      .limit(1)
      .single<{ content: { body: string }; marketing_rule_answers: Record<string, string> }>();
    expect(data).toEqual({
      content: { ...shipped, body: edited },
      marketing_rule_answers: { "performance:body:12.4% return": answer },
    });
    await expectInReviewLog(page, { words: "12.4% return", answer });
  } finally {
    await serviceRole.from("page_versions").insert({ page_key: "not-found", content: shipped });
  }
  await expect.poll(notFoundServed, { timeout: publicationTimeout }).not.toContain(edited);
});
