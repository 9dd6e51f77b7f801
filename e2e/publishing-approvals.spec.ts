// Approvals before publishing (Settings → Compliance), with two admins: admin A (the seeded admin)
// turns approvals on and asks for the approval of an edit to /about; A is offered no approval, and
// the API refuses A's own (publish_page and return_page_draft as A, signed in at aal2); admin B
// returns the draft with a comment, by keyboard, which A reads; A asks again and B approves and
// publishes it by keyboard: the page is published, the version names both, and the public page
// shows the edit once its release is recorded. Axe clean at each state it adds. Runs in the
// "serial" project (it publishes a page and changes a setting every editor reads) and puts back
// what it changes: the page as it was, approvals off.
import { expect, type Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createNodeClient } from "../records/node-client";
import { complianceSettingsCopy as compliance } from "../src/content/admin/compliance-settings";
import { pageEditorCopy as copy, pageStateCopy } from "../src/content/admin/page-editor";
import { paths } from "../src/content/routes";
import type { PageContent } from "../src/features/site-content/schemas/page-schemas";
import { signInAtAal2 } from "../tests/support/mfa";
import {
  axeViolations,
  seedAccounts,
  serviceRole,
  signInAsAdmin,
  storageStateOf,
  test,
} from "./support/admin";
import { e2eAnonKey, e2eStackUrl } from "./support/env";
import { resizeViewport } from "./support/viewport";
import { tabTo } from "./support/keyboard";
import { saveScreenshot } from "./support/screenshots";
import { publishedPage } from "./support/published";

test.use({ storageState: storageStateOf("admin") });

const approval = copy.approval;
const comment = "Please add the firm's registration wording to the heading before it goes out.";

/** At a phone's and a desktop's width: axe finds nothing (and a screenshot is kept as `name`). */
async function axeCleanAtBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await resizeViewport(page, { width, height: width === 375 ? 812 : 800 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await saveScreenshot(page, name);
  }
}

async function openAbout(page: Page) {
  await page.goto(paths.admin.pageEditor.getHref("about"));
  await expect(page.getByLabel("Main heading", { exact: true })).toBeVisible();
}

/** The /about row's pending request and revision, as the database holds them. */
async function aboutRow() {
  const { data, error } = await serviceRole
    .from("site_pages")
    .select("revision, draft, approval_requested_by, approval_returned_comment")
    .eq("page_key", "about")
    .single();
  if (error) throw error;
  return data;
}

test("with approvals on, A asks, A cannot approve (UI and API), B returns with a comment, then approves and publishes", async ({
  page,
  browser,
  throwawayAdmin,
}) => {
  test.slow();
  const before = await publishedPage("about");
  const edited = `${before.heading} (reviewed)`;
  // Admin A through the API too, signed in at aal2 as the browser is.
  const apiA = createNodeClient(e2eStackUrl, e2eAnonKey);
  await signInAtAal2(apiA, { ...seedAccounts.admin, totpSecret: seedAccounts.admin.totp.secret });
  const adminB = await throwawayAdmin();
  // B's own browser, signed out (axe needs a page of a context made with newContext).
  const contextB = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const pageB = await contextB.newPage();
  try {
    // A turns approvals on in Settings → Compliance, by keyboard.
    await page.goto(paths.admin.siteSettings.getHref());
    const approvals = page.getByRole("switch", { name: compliance.requireApproval });
    await expect(approvals).toHaveAttribute("aria-checked", "false");
    await tabTo(page, approvals, 120);
    await page.keyboard.press("Space");
    await expect(page.getByText(compliance.toasts.on.title)).toBeVisible();
    await expect(approvals).toHaveAttribute("aria-checked", "true");
    await axeCleanAtBothWidths(page, "approvals-on");

    // A edits /about: Publish is now 'Request approval'.
    await openAbout(page);
    await expect(page.getByRole("button", { name: copy.publish, exact: true })).toHaveCount(0);
    await expect(page.getByText(approval.required)).toBeVisible();
    await page.getByLabel("Main heading", { exact: true }).fill(edited);
    await page.getByRole("button", { name: approval.request }).click();
    await expect(page.getByText(copy.toasts.requested.title)).toBeVisible();
    const waiting = page.getByRole("status").filter({ hasText: /^Waiting for approval: / });
    await expect(waiting).toContainText(approval.waitingOwn);
    // A is offered neither approving nor returning their own request.
    await expect(page.getByRole("button", { name: approval.approve })).toHaveCount(0);
    await expect(page.getByRole("button", { name: approval.returnDraft })).toHaveCount(0);
    await expect(page.getByRole("button", { name: approval.request })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await axeCleanAtBothWidths(page, "approval-asked-own");
    const requested = await aboutRow();
    expect(requested.approval_requested_by).toBe(seedAccounts.admin.id);

    // The API refuses A's approval of A's own request, and A's return of it.
    const ownApproval = await apiA.rpc("publish_page", {
      page_key: "about",
      revision: requested.revision,
    });
    expect(ownApproval.error).toMatchObject({
      code: "42501",
      message: "You asked for this approval: another admin must approve it",
    });
    const ownReturn = await apiA.rpc("return_page_draft", {
      page_key: "about",
      revision: requested.revision,
      comment,
    });
    expect(ownReturn.error?.code).toBe("42501");
    expect((await publishedPage("about")).heading).toBe(before.heading);
    expect((await aboutRow()).approval_requested_by).toBe(seedAccounts.admin.id);

    // B signs in and returns the draft with a comment, by keyboard.
    await pageB.goto(paths.admin.login.getHref());
    await signInAsAdmin(pageB, adminB);
    await openAbout(pageB);
    await expect(
      pageB.getByRole("status").filter({ hasText: /^Waiting for approval: / }),
    ).toContainText(approval.waitingOther);
    await expect(pageB.getByLabel("Main heading", { exact: true })).toHaveValue(edited);
    await axeCleanAtBothWidths(pageB, "approval-asked-other");
    const returnButton = pageB.getByRole("button", { name: approval.returnDraft });
    await tabTo(pageB, returnButton, 250);
    await pageB.keyboard.press("Enter");
    const dialog = pageB.getByRole("dialog", { name: approval.returnDialog.title });
    await expect(dialog).toBeVisible();
    const commentBox = dialog.getByLabel(approval.returnDialog.commentLabel);
    await tabTo(pageB, commentBox, 5);
    // Sent empty: the dialog says what is missing and returns nothing.
    await tabTo(pageB, dialog.getByRole("button", { name: approval.returnDialog.confirm }), 5);
    await pageB.keyboard.press("Enter");
    await expect(dialog.getByText(approval.returnDialog.commentRequired)).toBeVisible();
    await axeCleanAtBothWidths(pageB, "return-dialog");
    await tabTo(pageB, commentBox, 5, true);
    await pageB.keyboard.type(comment);
    await tabTo(pageB, dialog.getByRole("button", { name: approval.returnDialog.confirm }), 5);
    await pageB.keyboard.press("Enter");
    await expect(pageB.getByText(copy.toasts.returned.title)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await aboutRow()).toMatchObject({
      approval_requested_by: null,
      approval_returned_comment: comment,
    });

    // A reads the comment, and asks again.
    await openAbout(page);
    const returned = page.getByRole("status").filter({ hasText: approval.returned.title });
    await expect(returned).toContainText(comment);
    await axeCleanAtBothWidths(page, "approval-returned");
    await page.getByRole("button", { name: approval.request }).click();
    await expect(page.getByText(copy.toasts.requested.title)).toBeVisible();
    await expect(returned).toBeHidden();

    // B approves and publishes it, by keyboard: the version names who asked and who approved.
    await openAbout(pageB);
    const approve = pageB.getByRole("button", { name: approval.approve });
    await tabTo(pageB, approve, 250);
    await pageB.keyboard.press("Enter");
    await expect(
      pageB.locator("#admin-main").getByText(pageStateCopy.published, { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    const { data: version, error } = await serviceRole
      .from("page_versions")
      .select("content, published_by, approval_requested_by, approved_by")
      .eq("page_key", "about")
      .order("version", { ascending: false })
      .limit(1)
      .single();
    if (error) throw error;
    expect(version).toMatchObject({
      content: { heading: edited },
      published_by: adminB.id,
      approval_requested_by: seedAccounts.admin.id,
      approved_by: adminB.id,
    });
    await expect(
      pageB
        .getByRole("status")
        .filter({ hasText: /^Live since/ })
        .first(),
    ).toBeVisible({ timeout: 60_000 });
    const served = await pageB.request.get(paths.about);
    expect(await served.text()).toContain(edited);

    // A turns approvals off again.
    await page.goto(paths.admin.siteSettings.getHref());
    await approvals.click();
    await expect(page.getByText(compliance.toasts.off.title)).toBeVisible();
    await expect(approvals).toHaveAttribute("aria-checked", "false");
  } finally {
    await putBack(apiA, before);
    await apiA.auth.signOut({ scope: "local" });
    await contextB.close();
  }
});

/** Approvals off (A's own call: no other role changes the setting) and /about as it was. */
async function putBack(apiA: SupabaseClient, before: PageContent<"about">) {
  // Approvals off and /about as it was, whatever happened above.
  const off = await apiA.from("publishing_policy").update({ require_approval: false }).eq("id", 1);
  if (off.error) throw off.error;
  const discarded = await aboutRow();
  if (discarded.draft !== null) {
    await apiA.rpc("discard_page_draft", { page_key: "about", revision: discarded.revision });
  }
  const { data: newest } = await serviceRole
    .from("page_versions")
    .select("content")
    .eq("page_key", "about")
    .order("version", { ascending: false })
    .limit(1)
    .single();
  if ((newest?.content as { heading?: string } | undefined)?.heading !== before.heading) {
    const restored = await serviceRole
      .from("page_versions")
      .insert({ page_key: "about", content: before });
    if (restored.error) throw restored.error;
  }
}
