// The admin guard (only admins past /admin/login) on the real route table, as nobody, as the seeded
// visitor and as the seeded admin, with the security log read back from the database.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accessCopy } from "@/content/admin/access";
import { adminPageCopy } from "@/content/admin/pages";
import { loginCopy } from "@/content/admin/login";
import { profileCopy } from "@/content/admin/profile";
import { twoStepCopy } from "@/content/admin/two-step";
import { paths } from "@/content/routes";
import { supabase } from "@/lib/supabase";
import {
  createThrowawayAdmin,
  renderApp,
  securityEventsOf,
  serviceRole,
} from "../support/render-app";
import { securityEventsSince } from "../support/security-log";

describe("the admin guard", () => {
  it("sends a signed-out visitor to the sign-in page, remembering the page asked for", async () => {
    const { router } = await renderApp(paths.admin.documents.getHref(), { account: null });
    expect(await screen.findByRole("heading", { name: loginCopy.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.login.getHref());
    expect(router.state.location.search).toBe("?redirectTo=%2Fadmin%2Fdocuments");
  });

  it("shows the shell's skeleton while it checks, then lets an admin at aal2 in and logs the access", async () => {
    // An admin of their own: the seeded one's 30 security events a minute are shared with the tests
    // running beside this one.
    const admin = await createThrowawayAdmin();
    const since = new Date();
    await renderApp(paths.admin.content.getHref(), { account: admin });
    expect(await screen.findByRole("status")).toHaveTextContent(accessCopy.checking);
    expect(
      await screen.findByRole("heading", { level: 1, name: adminPageCopy.content.title }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await securityEventsSince(serviceRole(), admin.id, since)).toContainEqual(
        expect.objectContaining({
          action: "admin_access_granted",
          severity: "medium",
          details: { path: paths.admin.content.getHref() },
        }),
      ),
    );
  });

  it("keeps the page, and what is typed in it, when the session gets a new token (the hourly refresh)", async () => {
    const admin = await createThrowawayAdmin();
    const { user } = await renderApp(paths.admin.profile.getHref(), { account: admin });
    const name = await screen.findByLabelText(profileCopy.profile.nameLabel);
    await user.type(name, "Typed before the refresh");
    const before = (await supabase.auth.getSession()).data.session!.access_token;

    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.access_token).not.toBe(before);
    // The guard reads the new token's level; the page is not replaced by the skeleton meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(accessCopy.checking)).not.toBeInTheDocument();
    expect(screen.getByLabelText(profileCopy.profile.nameLabel)).toBe(name);
    expect(name).toHaveValue("Typed before the refresh");
  });

  it("sends an admin signed in with the password alone (aal1) to the second step, keeping the page", async () => {
    const admin = await createThrowawayAdmin();
    const since = new Date();
    const { router } = await renderApp(paths.admin.documents.getHref(), {
      account: admin,
      aal1: true,
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: twoStepCopy.challenge.heading }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.login.getHref());
    expect(router.state.location.search).toBe("?redirectTo=%2Fadmin%2Fdocuments");
    expect(screen.queryByText(adminPageCopy.documents.title)).not.toBeInTheDocument();
    expect(
      (await securityEventsSince(serviceRole(), admin.id, since)).map((event) => event.action),
    ).not.toContain("admin_access_granted");
  });

  it("shows a signed-in non-admin only 'Access Denied', with Sign out and the home page, and logs it as critical", async () => {
    const since = new Date();
    const { router, user } = await renderApp(paths.admin.siteSettings.getHref(), {
      account: "visitor",
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(accessCopy.denied.title);
    expect(alert).toHaveTextContent("You don't have admin privileges to access this page.");
    expect(within(alert).getByRole("button", { name: accessCopy.denied.signOut })).toBeVisible();
    // It stays: no jump to the home page on a timer.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(router.state.location.pathname).toBe(paths.admin.siteSettings.getHref());
    await user.click(within(alert).getByRole("link", { name: accessCopy.denied.homeLink }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    const events = await securityEventsOf("visitor", since);
    expect(events).toEqual([
      expect.objectContaining({
        action: "unauthorized_access",
        severity: "critical",
        details: { path: paths.admin.siteSettings.getHref(), reason: "not an admin" },
      }),
    ]);
  });
});
