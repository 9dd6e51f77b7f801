import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { PublicLayout } from "@/components/layout/public-layout";
import { SiteHeader } from "@/components/layout/site-header";
import { paths } from "@/content/routes";

// The labels below are the spec's copy, spelled out so a wrong label in src/content fails a test.
const productionHost = "www.prairieledgeradvisors.com";

// jsdom has no matchMedia; this one lets a test play the viewport growing past the md breakpoint.
const mediaListeners = new Set<(event: Pick<MediaQueryListEvent, "matches">) => void>();
const growToDesktop = () =>
  act(() => mediaListeners.forEach((listener) => listener({ matches: true })));

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: (
        _type: string,
        listener: (event: Pick<MediaQueryListEvent, "matches">) => void,
      ) => mediaListeners.add(listener),
      removeEventListener: (
        _type: string,
        listener: (event: Pick<MediaQueryListEvent, "matches">) => void,
      ) => mediaListeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  // ScrollRestoration scrolls on navigation, which jsdom does not implement.
  window.scrollTo = () => {};
});

/** Stands in for the routed page: a heading naming the path the person is on. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <h1>Page {pathname}</h1>;
}

function renderHeader({
  at = [paths.home],
  hostname = productionHost,
}: { at?: string[]; hostname?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <SiteHeader hostname={hostname} />
            <CurrentPage />
          </>
        ),
      },
    ],
    { initialEntries: at, initialIndex: at.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const expectPage = (path: string) =>
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`Page ${path}`);

describe("desktop navigation", () => {
  it("links Home, Resources and Contact and marks the current page", () => {
    renderHeader({ at: [paths.resources] });
    const nav = within(mainNav());

    expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", paths.home);
    expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", paths.contact);
    const resources = nav.getByRole("link", { name: "Resources" });
    expect(resources).toHaveAttribute("href", paths.resources);
    expect(resources).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("offers both call-to-action buttons", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Get Free Review" })).toHaveAttribute(
      "href",
      paths.freeReview,
    );
    expect(screen.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      paths.schedule,
    );
  });

  it("opens the About menu with the pointer and follows an item", async () => {
    const { user } = renderHeader();
    const trigger = within(mainNav()).getByRole("button", { name: "About" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.click(trigger);

    const menu = screen.getByRole("menu");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("menuitem", { name: "About Us" })).toHaveAttribute(
      "href",
      paths.about,
    );
    expect(within(menu).getByRole("menuitem", { name: "Our Process" })).toHaveAttribute(
      "href",
      paths.process,
    );

    await user.click(within(menu).getByRole("menuitem", { name: "Our Process" }));

    expectPage(paths.process);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it.each([
    ["Enter", "{Enter}"],
    ["Space", " "],
    ["ArrowDown", "{ArrowDown}"],
  ])(
    "opens the Services menu with %s, moves with the arrows and closes on Escape",
    async (_key, keys) => {
      const { user } = renderHeader();
      const trigger = within(mainNav()).getByRole("button", { name: "Services" });
      trigger.focus();

      await user.keyboard(keys);

      const menu = screen.getByRole("menu");
      const overview = within(menu).getByRole("menuitem", { name: "Services Overview" });
      const fees = within(menu).getByRole("menuitem", { name: "Fee Structure" });
      expect(overview).toHaveAttribute("href", paths.services);
      expect(fees).toHaveAttribute("href", paths.fees);
      expect(overview).toHaveFocus();

      await user.keyboard("{ArrowDown}");
      expect(fees).toHaveFocus();

      await user.keyboard("{Escape}");
      expect(screen.queryByRole("menu")).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      expectPage(paths.home);
    },
  );

  it("follows a menu item chosen with the keyboard", async () => {
    const { user } = renderHeader();
    within(mainNav()).getByRole("button", { name: "Services" }).focus();

    await user.keyboard("{Enter}{ArrowDown}{Enter}");

    expectPage(paths.fees);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("marks the current page inside its menu", async () => {
    const { user } = renderHeader({ at: [paths.fees] });
    await user.click(within(mainNav()).getByRole("button", { name: "Services" }));

    expect(screen.getByRole("menuitem", { name: "Fee Structure" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("menuitem", { name: "Services Overview" })).not.toHaveAttribute(
      "aria-current",
    );
  });
});

describe("Admin link", () => {
  it.each(["localhost", "127.0.0.1", "[::1]", "sandbox-3.example.dev"])(
    "is shown on %s",
    async (hostname) => {
      const { user } = renderHeader({ hostname });
      expect(within(mainNav()).getByRole("link", { name: "Admin" })).toHaveAttribute(
        "href",
        paths.adminLogin,
      );

      await user.click(screen.getByRole("button", { name: "Menu" }));
      expect(
        within(screen.getByRole("dialog")).getByRole("link", { name: "Admin" }),
      ).toHaveAttribute("href", paths.adminLogin);
    },
  );

  it("is absent on the production host", async () => {
    const { user } = renderHeader({ hostname: productionHost });
    expect(screen.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(
      within(screen.getByRole("dialog")).queryByRole("link", { name: "Admin" }),
    ).not.toBeInTheDocument();
  });
});

describe("mobile menu", () => {
  it("opens a panel with every link and both buttons, and a link navigates and closes it", async () => {
    const { user } = renderHeader();
    const menuButton = screen.getByRole("button", { name: "Menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton);

    const panel = within(screen.getByRole("dialog", { name: "Menu" }));
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const expected: [string, string][] = [
      ["Home", paths.home],
      ["About Us", paths.about],
      ["Our Process", paths.process],
      ["Services Overview", paths.services],
      ["Fee Structure", paths.fees],
      ["Resources", paths.resources],
      ["Contact", paths.contact],
      ["Get Free Review", paths.freeReview],
      ["Schedule a Call", paths.schedule],
    ];
    for (const [name, href] of expected) {
      expect(panel.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(panel.getByRole("list", { name: "About" })).toBeInTheDocument();
    expect(panel.getByRole("list", { name: "Services" })).toBeInTheDocument();

    await user.click(panel.getByRole("link", { name: "Fee Structure" }));

    expectPage(paths.fees);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("moves focus into the panel, closes on Escape and gives focus back to the menu button", async () => {
    const { user } = renderHeader();
    const menuButton = screen.getByRole("button", { name: "Menu" });

    await user.click(menuButton);
    const dialog = screen.getByRole("dialog");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("closes with its close button", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu" }));

    await user.click(screen.getByRole("button", { name: "Close menu" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when the viewport grows to the desktop layout", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    growToDesktop();

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when the person navigates back", async () => {
    const { router, user } = renderHeader({ at: [paths.home, paths.about] });
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await router.navigate(-1);

    expect(await screen.findByRole("heading", { name: `Page ${paths.home}` })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("public layout", () => {
  function renderLayout() {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: <PublicLayout />,
          children: [{ path: "*", element: <CurrentPage /> }],
        },
      ],
      { initialEntries: [paths.about] },
    );
    render(<RouterProvider router={router} />);
    return userEvent.setup();
  }

  it("frames the page with a header, main content and footer", () => {
    renderLayout();
    expect(screen.getByRole("banner")).toContainElement(mainNav());
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { level: 1, name: `Page ${paths.about}` }),
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      "Traditional discipline. 21st-century edge.",
    );
  });

  it("starts with a skip link that moves focus to the main content", async () => {
    const user = renderLayout();

    await user.tab();
    const skipLink = screen.getByRole("link", { name: "Skip to main content" });
    expect(skipLink).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("reads the Admin link rule from the page's own hostname", () => {
    renderLayout();
    expect(window.location.hostname).toBe("localhost");
    expect(within(mainNav()).getByRole("link", { name: "Admin" })).toBeInTheDocument();
  });
});
