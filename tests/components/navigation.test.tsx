import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DesktopNav } from "@/components/layout/desktop-nav";
import { startDesktopNav } from "@/components/layout/desktop-nav-dropdowns";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { startMobileMenu } from "@/components/layout/mobile-menu-dialog";
import { SiteHeader } from "@/components/layout/site-header";
import { adminNavLink, navActions, primaryNav } from "@/components/layout/site-nav";
import { PageNavLink } from "@/components/ui/link";
import { SitePathProvider } from "@/lib/navigation";
import { paths } from "@/content/routes";
import { IslandRoot } from "@/lib/island";
import { siteLayout, renderInSiteFrame, siteData } from "../support/site-data";

// The header's menus as a visitor meets them: the markup the prerenderer writes, brought to life by
// their DOM code (desktop-nav-dropdowns.ts, mobile-menu-dialog.ts). jsdom has no modal dialog, so
// the phone menu's panel opening and closing is e2e/site.spec.ts's; here its markup and its button.
// The header's words are the layout's published content (the seeded database's, the fixture of
// tests/support/site-data.tsx): the tests read them from it, so a label lost on the way fails.
const header = siteLayout().header;
const productionHost = "www.prairieledgeradvisors.com";

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

// Every public page is a document of its own: a link followed loads the next one. jsdom cannot load
// documents, so a followed link records where it led instead.
let followed: string[] = [];
const recordFollowedLink = (event: MouseEvent) => {
  const link = (event.target as Element).closest("a");
  if (!link || event.defaultPrevented) return;
  event.preventDefault();
  followed.push(link.getAttribute("href") ?? "");
};
let page: HTMLElement | undefined;
beforeEach(() => {
  followed = [];
  document.addEventListener("click", recordFollowedLink);
});
afterEach(() => {
  document.removeEventListener("click", recordFollowedLink);
  page?.remove();
  page = undefined;
});

/**
 * The header's two menus on the page at `path`, as the prerenderer writes them (each island its own
 * root), started by their code as on a page served from `hostname`.
 */
function renderHeader({
  path = paths.home,
  hostname = productionHost,
}: { path?: string; hostname?: string } = {}) {
  const nav = primaryNav(header);
  const island = (name: string, markup: ReactNode) =>
    `<div data-island="${name}">${renderToString(<IslandRoot path={path}>{markup}</IslandRoot>)}</div>`;
  page = document.body.appendChild(document.createElement("div"));
  page.innerHTML = [
    island("desktop-nav", <DesktopNav.Component nav={nav} label={header.mainNavLabel} />),
    island(
      "mobile-menu",
      <MobileMenu.Component
        nav={nav}
        actions={navActions(header)}
        labels={{
          menu: header.menu,
          closeMenu: header.closeMenu,
          mobileNavLabel: header.mobileNavLabel,
        }}
      />,
    ),
    `<h1>Page ${path}</h1>`,
  ].join("");
  startDesktopNav(page.querySelector('[data-island="desktop-nav"]')!, hostname);
  startMobileMenu(page.querySelector('[data-island="mobile-menu"]')!, hostname);
  return { user: userEvent.setup() };
}

const mainNav = () => screen.getByRole("navigation", { name: header.mainNavLabel });
const expectFollowed = (path: string) => expect(followed).toEqual([path]);

describe("desktop navigation", () => {
  const navButton = (name: string) => within(mainNav()).getByRole("button", { name });
  // Closed groups are `hidden`, so their links are not in the accessibility tree.
  const navLink = (name: string) => within(mainNav()).getByRole("link", { name });
  const queryNavLink = (name: string) => within(mainNav()).queryByRole("link", { name });

  it("links Home, Resources, Contact and Form CRS and marks the current page", () => {
    renderHeader({ path: paths.resources });
    const nav = within(mainNav());
    expect(nav.getByRole("link", { name: header.formCrs })).toHaveAttribute("href", paths.crs);

    expect(nav.getByRole("link", { name: header.home })).toHaveAttribute("href", paths.home);
    expect(nav.getByRole("link", { name: header.contact })).toHaveAttribute("href", paths.contact);
    const resources = nav.getByRole("link", { name: header.resources });
    expect(resources).toHaveAttribute("href", paths.resources);
    expect(resources).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: header.home })).not.toHaveAttribute("aria-current");
  });

  it("offers both call-to-action buttons", () => {
    render(
      <SitePathProvider value={paths.home}>
        <SiteHeader labels={header} siteName={siteData().settings.siteName} logo={null} />
      </SitePathProvider>,
    );
    expect(screen.getByRole("link", { name: header.reviewAction.label })).toHaveAttribute(
      "href",
      header.reviewAction.href,
    );
    expect(screen.getByRole("link", { name: header.scheduleAction.label })).toHaveAttribute(
      "href",
      header.scheduleAction.href,
    );
    expect(screen.getByRole("link", { name: siteData().settings.siteName })).toHaveAttribute(
      "href",
      paths.home,
    );
  });

  it("shows the About links on a click of its button, and a link followed closes them", async () => {
    const { user } = renderHeader();
    const about = navButton(header.aboutMenu);
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(queryNavLink(header.ourProcess)).not.toBeInTheDocument();

    await user.click(about);

    expect(about).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(about.getAttribute("aria-controls") ?? "");
    expect(list).toBeVisible();
    expect(within(list!).getByRole("link", { name: header.aboutUs })).toHaveAttribute(
      "href",
      paths.about,
    );
    expect(within(list!).getByRole("link", { name: header.ourProcess })).toHaveAttribute(
      "href",
      paths.process,
    );
    // Site navigation is a list of links, not an application menu.
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(navLink(header.ourProcess));

    expectFollowed(paths.process);
    expect(queryNavLink(header.ourProcess)).not.toBeInTheDocument();
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the links on a second click of the button", async () => {
    const { user } = renderHeader();
    await user.click(navButton(header.aboutMenu));
    expect(navLink(header.aboutUs)).toBeVisible();

    await user.click(navButton(header.aboutMenu));

    expect(queryNavLink(header.aboutUs)).not.toBeInTheDocument();
    expect(navButton(header.aboutMenu)).toHaveAttribute("aria-expanded", "false");
  });

  it.each([
    ["Enter", "{Enter}"],
    ["Space", " "],
  ])("opens the Services links with %s, keeping focus on the button", async (_key, keys) => {
    const { user } = renderHeader();
    const services = navButton(header.servicesMenu);
    services.focus();

    await user.keyboard(keys);

    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(navLink(header.servicesOverview)).toHaveAttribute("href", paths.services);
    expect(navLink(header.feeStructure)).toHaveAttribute("href", paths.fees);
    expect(services).toHaveFocus();

    await user.keyboard("{ArrowDown}");
    expect(navLink(header.servicesOverview)).toHaveFocus();
  });

  it("opens the Services links with ArrowDown, moves with the arrows, Home and End, and closes on Escape", async () => {
    const { user } = renderHeader();
    const services = navButton(header.servicesMenu);
    services.focus();

    await user.keyboard("{ArrowDown}");
    const overview = navLink(header.servicesOverview);
    const fees = navLink(header.feeStructure);
    expect(overview).toHaveFocus();

    await user.keyboard("{ArrowDown}");
    expect(fees).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(fees).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(overview).toHaveFocus();
    await user.keyboard("{End}");
    expect(fees).toHaveFocus();
    await user.keyboard("{Home}");
    expect(overview).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(queryNavLink(header.servicesOverview)).not.toBeInTheDocument();
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(services).toHaveFocus();
    expect(followed).toEqual([]);
  });

  it("closes on Escape pressed on the button", async () => {
    const { user } = renderHeader();
    const about = navButton(header.aboutMenu);
    await user.click(about);

    await user.keyboard("{Escape}");

    expect(queryNavLink(header.aboutUs)).not.toBeInTheDocument();
    expect(about).toHaveFocus();
  });

  it("follows a link chosen with the keyboard and gives focus back to the button", async () => {
    const { user } = renderHeader();
    const services = navButton(header.servicesMenu);
    services.focus();

    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");

    expectFollowed(paths.fees);
    expect(queryNavLink(header.feeStructure)).not.toBeInTheDocument();
    expect(services).toHaveFocus();
  });

  it("tabs through its links and closes when focus leaves the group", async () => {
    const { user } = renderHeader();
    navButton(header.servicesMenu).focus();
    await user.keyboard("{Enter}");

    await user.tab();
    expect(navLink(header.servicesOverview)).toHaveFocus();
    await user.tab();
    expect(navLink(header.feeStructure)).toHaveFocus();
    await user.tab();

    expect(navLink(header.resources)).toHaveFocus();
    expect(queryNavLink(header.feeStructure)).not.toBeInTheDocument();
    expect(navButton(header.servicesMenu)).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a pointer down outside it, and not on one inside it", async () => {
    const { user } = renderHeader();
    await user.click(navButton(header.aboutMenu));
    await user.pointer({ keys: "[MouseLeft]", target: navLink(header.aboutUs).closest("ul")! });
    expect(navLink(header.aboutUs)).toBeVisible();

    await user.click(screen.getByRole("heading", { level: 1 }));

    expect(queryNavLink(header.aboutUs)).not.toBeInTheDocument();
    expect(navButton(header.aboutMenu)).toHaveAttribute("aria-expanded", "false");
    expect(followed).toEqual([]);
  });

  it("keeps one group open at a time", async () => {
    const { user } = renderHeader();
    await user.click(navButton(header.aboutMenu));

    await user.click(navButton(header.servicesMenu));

    expect(navButton(header.aboutMenu)).toHaveAttribute("aria-expanded", "false");
    expect(queryNavLink(header.aboutUs)).not.toBeInTheDocument();
    expect(navButton(header.servicesMenu)).toHaveAttribute("aria-expanded", "true");
    expect(navLink(header.feeStructure)).toBeVisible();
  });

  it("marks the current page inside its group", async () => {
    const { user } = renderHeader({ path: paths.fees });
    await user.click(navButton(header.servicesMenu));

    expect(navLink(header.feeStructure)).toHaveAttribute("aria-current", "page");
    expect(navLink(header.servicesOverview)).not.toHaveAttribute("aria-current");
  });
});

describe("links to pages of the site", () => {
  it("mark the current page from the browser's path when no page path is provided", () => {
    window.history.pushState({}, "", paths.fees);
    render(
      <nav aria-label="Test">
        <PageNavLink to={paths.fees}>Fee Structure</PageNavLink>
        <PageNavLink to={paths.about}>About</PageNavLink>
      </nav>,
    );

    expect(screen.getByRole("link", { name: "Fee Structure" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current");
    window.history.pushState({}, "", "/");
  });
});

describe("Admin link", () => {
  it.each(["localhost", "127.0.0.1", "[::1]", "sandbox-3.example.dev"])(
    "is shown on %s, after the other links",
    (hostname) => {
      renderHeader({ hostname });
      const links = within(mainNav()).getAllByRole("link");
      expect(links.at(-1)).toHaveAccessibleName(adminNavLink.label);
      expect(links.at(-1)).toHaveAttribute("href", paths.admin.login.getHref());
      expect(links.at(-1)).not.toHaveAttribute("aria-current");
    },
  );

  it("is absent on the production host", () => {
    renderHeader({ hostname: productionHost });
    expect(screen.queryByRole("link", { name: adminNavLink.label })).not.toBeInTheDocument();
  });
});

describe("mobile menu", () => {
  it("is a button for a dialog, closed, whose panel holds every link and both buttons", () => {
    renderHeader();
    const menuButton = screen.getByRole("button", { name: header.menu });
    expect(menuButton).toHaveAttribute("aria-haspopup", "dialog");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menuButton).not.toHaveAttribute("aria-controls");
    // Until the first tap the panel is a template: nothing of it in the page.
    expect(screen.queryByRole("dialog", { hidden: true })).not.toBeInTheDocument();

    // The panel the first tap puts in the page, as the code puts it (mobile-menu-dialog.ts).
    const template = menuButton.parentElement!.querySelector("template")!;
    const panel = within(
      page!.appendChild(
        document.importNode(template.content, true).firstElementChild!,
      ) as HTMLElement,
    );
    const expected: [string, string][] = [
      [header.home, paths.home],
      [header.aboutUs, paths.about],
      [header.ourProcess, paths.process],
      [header.servicesOverview, paths.services],
      [header.feeStructure, paths.fees],
      [header.resources, paths.resources],
      [header.contact, paths.contact],
      [header.formCrs, paths.crs],
      [header.reviewAction.label, paths.freeReview],
      [header.scheduleAction.label, paths.schedule],
    ];
    const links = panel.getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
    expect(panel.getByRole("list", { name: header.aboutMenu, hidden: true })).toBeInTheDocument();
    expect(
      panel.getByRole("list", { name: header.servicesMenu, hidden: true }),
    ).toBeInTheDocument();
    expect(panel.getByRole("button", { name: header.closeMenu, hidden: true })).toBeInTheDocument();
  });
});

describe("public layout", () => {
  function renderLayout(children: ReactNode = <h1>Page {paths.about}</h1>) {
    renderInSiteFrame(children, paths.about);
    return userEvent.setup();
  }

  it("frames the page with a header, main content and footer", () => {
    renderLayout();
    expect(screen.getByRole("banner")).toContainElement(mainNav());
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { level: 1, name: `Page ${paths.about}` }),
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent(siteData().settings.companyTagline);
  });

  it("starts with a skip link that moves focus to the main content", async () => {
    const user = renderLayout();

    await user.tab();
    const skipLink = screen.getByRole("link", { name: header.skipLink });
    expect(skipLink).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("reads the Admin link rule from the page's own hostname", () => {
    renderLayout();
    expect(window.location.hostname).toBe("localhost");
    startDesktopNav(mainNav().parentElement!);
    expect(within(mainNav()).getByRole("link", { name: adminNavLink.label })).toBeInTheDocument();
  });

  it("shows the uploaded logo, named as the firm, in the header", () => {
    renderInSiteFrame(<h1>Page</h1>, paths.home, {
      ...siteData(),
      settings: {
        ...siteData().settings,
        logo: { src: "/images/logo.svg", width: 300, height: 100 },
      },
    });
    const logo = within(screen.getByRole("banner")).getByRole("img", {
      name: siteData().settings.siteName,
    });
    expect(logo).toHaveAttribute("src", "/images/logo.svg");
    expect(logo.closest("a")).toHaveAttribute("href", paths.home);
  });
});
