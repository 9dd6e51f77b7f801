// The admin shell: the sidebar's items and current page, collapsing by Ctrl/Cmd+B into the
// sidebar_state cookie, the phone panel, the profile menu, the upgrade prompt and sign-out.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { adminPageCopy } from "@/content/admin/pages";
import { loginCopy } from "@/content/admin/login";
import { paths } from "@/content/routes";
import { fillJsdomGapsForRadix } from "../support/jsdom-gaps";
import { createThrowawayAdmin, findToast, renderApp, serviceRole } from "../support/render-app";
import { securityEventsSince } from "../support/security-log";

const sidebar = () => screen.getByRole("complementary", { name: "Admin sidebar" });
const adminNav = () => screen.getByRole("navigation", { name: "Admin" });

async function openShell(url: string) {
  const app = await renderApp(url, { account: "admin" });
  await screen.findByRole("heading", { level: 1 }, { timeout: 8000 });
  return app;
}

fillJsdomGapsForRadix();

describe("the admin sidebar", () => {
  it("lists the admin pages in order, marks the current one and badges SEO Tools PRO", async () => {
    await openShell(paths.admin.documents.getHref());
    const links = within(adminNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dashboard", "/admin"],
      ["Profile", "/admin/profile"],
      ["Site Settings", "/admin/site-settings"],
      ["Content Management", "/admin/content"],
      ["Documents", "/admin/documents"],
      ["SEO ToolsPRO", "/admin/seo-tools"],
      ["Compliance Archive", "/admin/compliance-archive"],
    ]);
    expect(within(adminNav()).getByRole("link", { name: "Documents" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(adminNav()).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
      "aria-current",
    );
    expect(within(sidebar()).getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("goes to a page and moves the current mark with it", async () => {
    const { user, router } = await openShell(paths.admin.dashboard.getHref());
    expect(within(adminNav()).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await user.click(within(adminNav()).getByRole("link", { name: "Site Settings" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: adminPageCopy.siteSettings.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.siteSettings.getHref());
    expect(within(adminNav()).getByRole("link", { name: "Site Settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(adminNav()).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("collapses to icons with Ctrl+B and back with Cmd+B, keeping the state in a 7-day cookie", async () => {
    const { user } = await openShell(paths.admin.profile.getHref());
    const setCookie = vi.spyOn(document, "cookie", "set");
    expect(sidebar()).toHaveAttribute("data-state", "expanded");
    expect(sidebar()).toHaveStyle({ width: "16rem" });

    await user.keyboard("{Control>}b{/Control}");
    expect(sidebar()).toHaveAttribute("data-state", "collapsed");
    expect(sidebar()).toHaveStyle({ width: "3rem" });
    expect(setCookie).toHaveBeenLastCalledWith(
      "sidebar_state=false; path=/admin; max-age=604800; SameSite=Lax",
    );
    // Collapsed, each entry keeps its name for screen readers.
    expect(within(adminNav()).getByRole("link", { name: "Profile" })).toBeInTheDocument();

    await user.keyboard("{Meta>}b{/Meta}");
    expect(sidebar()).toHaveAttribute("data-state", "expanded");
    expect(setCookie).toHaveBeenLastCalledWith(
      "sidebar_state=true; path=/admin; max-age=604800; SameSite=Lax",
    );
  });

  it("opens collapsed when the cookie says so, and the toggle button (controlling it) expands it", async () => {
    document.cookie = "sidebar_state=false; path=/admin";
    const { user } = await openShell(paths.admin.profile.getHref());
    expect(sidebar()).toHaveAttribute("data-state", "collapsed");
    const toggle = screen.getByRole("button", { name: "Toggle sidebar" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", sidebar().id);
    expect(sidebar().id).not.toBe("");
    await user.click(toggle);
    expect(sidebar()).toHaveAttribute("data-state", "expanded");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  it("is a panel that slides over the page below 768 px, closed after choosing a page", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 767px)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user } = await openShell(paths.admin.dashboard.getHref());
    expect(screen.queryByRole("navigation", { name: "Admin" })).not.toBeInTheDocument();

    const toggle = screen.getByRole("button", { name: "Toggle sidebar" });
    await user.click(toggle);
    const panel = await screen.findByRole("dialog", { name: "Admin sidebar" });
    expect(panel).toHaveStyle({ width: "18rem" });
    expect(panel.id).not.toBe("");
    expect(toggle).toHaveAttribute("aria-controls", panel.id);
    await user.click(within(panel).getByRole("link", { name: "Content Management" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: adminPageCopy.content.title }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("advertises the SEO suite at $99/month; upgrading only says it is not available", async () => {
    const { user } = await openShell(paths.admin.dashboard.getHref());
    expect(within(sidebar()).getByText("$99/month")).toBeInTheDocument();
    await user.click(within(sidebar()).getByRole("button", { name: "Upgrade Now" }));
    expect(await findToast("SEO Pro is not available yet")).toHaveTextContent(
      "Connect a billing backend",
    );
  });
});

describe("signing out", () => {
  it("from the sidebar: logs it, says 'Logged Out' and shows the sign-in page", async () => {
    // An admin of its own: the seeded one's 30 events a minute (the security log's limit) are shared
    // with every test running beside this one, and a refused sign_out event would not be in the log.
    const admin = await createThrowawayAdmin();
    const since = new Date();
    const { user, router } = await renderApp(paths.admin.documents.getHref(), { account: admin });
    await screen.findByRole("heading", { level: 1 }, { timeout: 8000 });
    await user.click(within(sidebar()).getByRole("button", { name: "Sign Out" }));

    expect(await findToast("Logged Out")).toHaveTextContent(
      "You have been successfully logged out.",
    );
    expect(await screen.findByLabelText(loginCopy.emailLabel)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.login.getHref());
    const events = await securityEventsSince(serviceRole(), admin.id, since);
    expect(events.map((event) => event.action)).toContain("sign_out");
  });

  it("from the profile menu, which also links to the profile settings", async () => {
    const { user, router } = await openShell(paths.admin.dashboard.getHref());
    await user.click(screen.getByRole("button", { name: /Account menu/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("admin@example.com")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Profile Settings" })).toHaveAttribute(
      "href",
      paths.admin.profile.getHref(),
    );
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out" }));

    expect(await findToast("Logged Out")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login.getHref()));
  });

  it("says 'Logout Error' and stays signed in when the sign-out fails", async () => {
    const { user, router } = await openShell(paths.admin.dashboard.getHref());
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes("/auth/v1/logout")
        ? Promise.reject(new TypeError("Failed to fetch"))
        : fetch(input, init),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    await user.click(within(sidebar()).getByRole("button", { name: "Sign Out" }));

    expect(await findToast("Logout Error")).toHaveTextContent(
      "An error occurred while logging out.",
    );
    expect(router.state.location.pathname).toBe(paths.admin.dashboard.getHref());
    expect(
      screen.getByRole("heading", { level: 1, name: adminPageCopy.dashboard.title }),
    ).toBeInTheDocument();
  });
});
