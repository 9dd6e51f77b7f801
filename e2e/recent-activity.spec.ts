// In Chromium, on the production build over a throw-away stack: the dashboard's recent activity.
// It shows the newest six lines of every admin's log, so this spec runs with the stack to itself
// (the serial project, playwright.config.ts): in a full run the other worker's sign-ins and
// openings filled those six lines before this admin's opening of the dashboard was read. What the
// log holds is the same at any width (the list's layout at 375 px is in the axe screens' run).
import { expect } from "@playwright/test";
import { dashboardCopy } from "../src/content/admin/dashboard";
import { paths } from "../src/content/routes";
import { seedAccounts, serviceRole, signInAsAdmin, test } from "./support/admin";
import { mainHeading } from "./support/admin-screens";

test.describe("recent activity", () => {
  // Signed in as an admin of their own (below), not as the seeded one.
  test.use({ storageState: { cookies: [], origins: [] } });
  test("names the pages opened, folds runs of openings, filters by severity", async ({
    page,
    throwawayAdmin,
  }) => {
    // An admin of their own: the seeded admin opens the admin area in nearly every test of the run,
    // and past 30 openings a minute the log keeps no more of them (its rate limit).
    const admin = await throwawayAdmin();
    await page.goto(paths.admin.login.getHref());
    await signInAsAdmin(page, admin);
    await expect(mainHeading(page)).toBeVisible();
    for (const href of [paths.admin.documents.getHref(), paths.admin.siteSettings.getHref()]) {
      await page.goto(href);
      await expect(mainHeading(page)).toBeVisible();
    }
    // A password change of the admin's and the seeded visitor's refused visit, as the log holds
    // them (written with the service role).
    const { error } = await serviceRole.from("security_events").insert([
      { user_id: admin.id, action: "password_changed", severity: "high", details: {} },
      {
        user_id: seedAccounts.visitor.id,
        action: "unauthorized_access",
        severity: "critical",
        details: { path: paths.admin.documents.getHref(), reason: "not an admin" },
      },
    ]);
    if (error) throw error;
    await page.goto(paths.admin.dashboard.getHref());
    // The opening is stored by a call the page makes as it opens, and the list read again once it
    // is: on a loaded machine (beside stress-ng) that took longer than an expectation's wait.
    await expect
      .poll(
        async () => {
          const { data, error } = await serviceRole
            .from("security_events")
            .select("details")
            .eq("user_id", admin.id)
            .eq("action", "admin_access_granted");
          if (error) throw error;
          return data.map(({ details }) => (details as { path?: string }).path);
        },
        { message: "the log holds this admin's opening of the dashboard", timeout: 30_000 },
      )
      .toContain(paths.admin.dashboard.getHref());
    const activity = page.getByRole("list", { name: dashboardCopy.activity.heading });
    // Opening the dashboard after the two pages: one line, no run of "Opened an admin page"; alone,
    // or folded with this admin's openings before it ("Opened admin pages 3 times: Site Settings,
    // Dashboard, Documents"). No \b after the name: the line's text runs on into its time's
    // ("DashboardNovember 28, …").
    await expect(
      activity
        .getByRole("listitem")
        .filter({ hasText: /^Opened (Dashboard|admin pages \d+ times: ([^,]+, )*Dashboard)/ })
        .filter({ hasText: `· ${dashboardCopy.activity.you}` }),
    ).not.toHaveCount(0);
    // And it is the newest line, after the two events written above: the list was read again once
    // the opening was stored.
    await expect(activity.getByRole("listitem").first()).toContainText(/^Opened Dashboard/);
    await expect(activity).not.toContainText(dashboardCopy.activity.actions.admin_access_granted!);

    const filter = page.getByRole("combobox", { name: dashboardCopy.activity.filter.label });
    await filter.press("Enter");
    await page
      .getByRole("option", { name: dashboardCopy.activity.filter.severities.high })
      .press("Enter");
    await expect(activity).toContainText(dashboardCopy.activity.actions.password_changed!);
    const badges = await activity.getByRole("listitem").locator("span").allInnerTexts();
    expect(new Set(badges)).toEqual(new Set(["high"]));

    // Someone else is named by their email, as the Compliance archive names them, never by an id.
    await filter.press("Enter");
    await page
      .getByRole("option", { name: dashboardCopy.activity.filter.severities.critical })
      .press("Enter");
    const refused = activity
      .getByRole("listitem")
      .filter({ hasText: /^Tried Documents without access/ })
      .first();
    await expect(refused).toContainText(seedAccounts.visitor.email);
    await expect(activity).not.toContainText(seedAccounts.visitor.id);
    await expect(activity).not.toContainText(/user [0-9a-f]{8}/);
  });
});
