// The admin guard (spec §4) on the real route table, as nobody, as the seeded visitor and as the
// seeded admin, with the security log read back from the database.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accessCopy } from "@/content/admin/access";
import { adminPageCopy } from "@/content/admin/pages";
import { loginCopy } from "@/content/admin/login";
import { paths } from "@/content/routes";
import { renderApp, securityEventsOf, serviceRole } from "../support/render-app";
import { securityEventsSince } from "../support/security-log";
import { createThrowawayAdmin } from "../support/throwaway-admin";

describe("the admin guard", () => {
  it("sends a signed-out visitor to the sign-in page, remembering the page asked for", async () => {
    const { router } = await renderApp(paths.admin.documents.getHref(), { account: null });
    expect(await screen.findByRole("heading", { name: loginCopy.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.login.getHref());
    expect(router.state.location.search).toBe("?redirectTo=%2Fadmin%2Fdocuments");
  });

  it("shows a spinner while it checks, then lets an admin in and logs the access", async () => {
    // An admin of its own: the seeded one's 30 security events a minute are shared with the tests
    // running beside this one.
    const admin = await createThrowawayAdmin(serviceRole());
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

  it("shows a signed-in non-admin 'Access Denied', logs it as critical, then goes home", async () => {
    const since = new Date();
    const { router } = await renderApp(paths.admin.siteSettings.getHref(), { account: "visitor" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(accessCopy.denied.title);
    expect(alert).toHaveTextContent("You don't have admin privileges to access this page.");
    expect(router.state.location.pathname).toBe(paths.admin.siteSettings.getHref());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home), {
      timeout: 10_000,
    });
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
