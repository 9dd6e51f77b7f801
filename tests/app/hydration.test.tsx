// What the build prerenders (react-dom/server) must be what the browser's first render produces, so
// hydration adopts it without a mismatch; values that differ at view time change only afterwards.
import { act, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderPage } from "@/app/entry-server";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Reveal } from "@/components/motion/reveal";
import { feesPage } from "@/content/fees";
import { adminNavLink, headerCopy, notFoundCopy } from "@/content/navigation";
import { qualifiedClientTests, qualifiedClientThresholdsOn } from "@/content/qualified-client";
import { paths } from "@/content/routes";
import { shippedSiteSettings } from "@/content/site-settings";
import FeesPage from "@/pages/fees";
import { PublicFooter } from "@/app/public-footer";
import { RouterNavigation } from "@/app/router-navigation";

declare const __BUILD_DATE__: string;
const buildInstant = new Date(__BUILD_DATE__);

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  // jsdom has no matchMedia; the mobile menu asks it after mount.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Prerenders `ui` to HTML, puts it in the page and hydrates it; returns the HTML and React's complaints. */
async function prerenderThenHydrate(ui: ReactNode) {
  const html = renderToString(ui);
  container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const complaints: unknown[] = [];
  vi.spyOn(console, "error").mockImplementation((...args) => complaints.push(args));
  await act(async () => {
    root = hydrateRoot(container!, ui, { onRecoverableError: (error) => complaints.push(error) });
  });
  return { html, complaints };
}

/** Fakes only Date, so "today" is `instant` for the browser while React keeps its real timers. */
function viewOn(instant: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(instant);
}

describe("hydrating prerendered markup", () => {
  it("adds the Admin link and this year's copyright only after hydration", async () => {
    const viewYear = buildInstant.getFullYear() + 5;
    viewOn(new Date(`${viewYear}-03-15T12:00:00Z`));
    const { html, complaints } = await prerenderThenHydrate(
      <MemoryRouter>
        <RouterNavigation>
          <SiteHeader />
          <SiteFooter settings={shippedSiteSettings} subscribe={async () => "subscribed"} />
        </RouterNavigation>
      </MemoryRouter>,
    );

    expect(complaints).toEqual([]);
    expect(html).not.toContain(`href="${adminNavLink.href}"`);
    expect(html).toContain(`© <!-- -->${buildInstant.getFullYear()}<!-- -->`);
    // jsdom serves the page from localhost, where the Admin link shows.
    const mainNav = screen.getByRole("navigation", { name: headerCopy.mainNavLabel });
    expect(within(mainNav).getByRole("link", { name: adminNavLink.label })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${viewYear} `))).toBeInTheDocument();
  });

  it("shows the qualified-client thresholds of the build day, then those of the viewing day", async () => {
    // The day before the newest thresholds took effect: older ones apply when the page is viewed.
    const viewDay = new Date("2026-06-28T12:00:00-05:00");
    viewOn(viewDay);
    const [buildTest] = qualifiedClientTests(qualifiedClientThresholdsOn(buildInstant));
    const [viewTest] = qualifiedClientTests(qualifiedClientThresholdsOn(viewDay));
    expect(buildTest).not.toBe(viewTest);

    const { html, complaints } = await prerenderThenHydrate(
      <MemoryRouter>
        <RouterNavigation>
          <FeesPage />
        </RouterNavigation>
      </MemoryRouter>,
    );

    expect(complaints).toEqual([]);
    expect(html).toContain(buildTest);
    expect(screen.getByText(viewTest!)).toBeInTheDocument();
    expect(screen.queryByText(buildTest!)).not.toBeInTheDocument();
  });

  it("prerenders the build's site settings, then shows the saved row, read with one plain GET", async () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://stack.test");
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", "anon-key");
    const savedRow = {
      company_tagline: "Steady hands since 2026.",
      facebook_url: null,
      twitter_url: "https://x.com/prairieledger",
      linkedin_url: "https://www.linkedin.com/company/prairie-ledger",
      copyright_text: "Prairie Ledger LLC",
      newsletter_heading: "Quarterly letter",
      newsletter_description: "Four emails a year.",
    };
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify([savedRow]), { status: 200 }));

    const { html, complaints } = await prerenderThenHydrate(
      <MemoryRouter>
        <RouterNavigation>
          <PublicFooter />
        </RouterNavigation>
      </MemoryRouter>,
    );

    expect(complaints).toEqual([]);
    expect(html).toContain(shippedSiteSettings.companyTagline);
    expect(await screen.findByText(savedRow.company_tagline)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Quarterly letter" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Facebook/ })).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(
      /^http:\/\/stack\.test\/rest\/v1\/site_settings\?select=company_tagline,.*&id=eq\.1$/,
    );
    expect(init?.headers).toMatchObject({ apikey: "anon-key" });
    vi.unstubAllEnvs();
  });

  it("prerenders a reveal in its hidden start, and shows it where the browser cannot observe", async () => {
    const { html, complaints } = await prerenderThenHydrate(<Reveal>Revealed text</Reveal>);

    expect(complaints).toEqual([]);
    expect(html).toMatch(/style="[^"]*opacity:0/);
    // jsdom has no IntersectionObserver: the content is shown plainly after hydration.
    expect(screen.getByText("Revealed text")).not.toHaveAttribute("style");
  });
});

describe("renderPage (the prerenderer's entry)", () => {
  it("renders a page with its heading and the title it passes to usePageTitle", async () => {
    const page = await renderPage(paths.fees);
    expect(page.status).toBe(200);
    expect(page.title).toBe(feesPage.title);
    expect(page.html).toContain(feesPage.heading);
  });

  it("renders the not-found page for a path the site does not have", async () => {
    const page = await renderPage("/no-such-page");
    expect(page.title).toBeUndefined();
    expect(page.html).toContain(notFoundCopy.heading);
  });
});
