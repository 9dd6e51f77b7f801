// A public page as the build prerenders it (src/app/prerender/entry-server.tsx) and the browser brings it to
// life: each island hydrated on its own (src/app/public/hydrate-island.tsx), which must adopt the markup
// without a mismatch; values that differ at view time change only afterwards.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "@/app/prerender/entry-server";
import { feesPage } from "@/content/fees";
import { adminNavLink, headerCopy, notFoundCopy } from "@/content/navigation";
import { qualifiedClientTests, qualifiedClientThresholdsOn } from "@/content/qualified-client";
import { paths, publicPaths } from "@/content/routes";
import { hydratingPages, prerenderThenHydrate } from "../support/hydrate-page";

declare const __BUILD_DATE__: string;
const buildInstant = new Date(__BUILD_DATE__);

hydratingPages();

/** Supabase answers nothing: data lists stay loading, the footer keeps the build's settings. */
function supabaseNeverAnswers() {
  vi.stubEnv("VITE_SUPABASE_URL", "http://stack.test");
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", "anon-key");
  vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise(() => {}));
}

/** Fakes only Date, so "today" is `instant` for the browser while React keeps its real timers. */
function viewOn(instant: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(instant);
}

describe("hydrating a prerendered page's islands", { timeout: 30_000 }, () => {
  it.each([...publicPaths, "/404"])(
    "%s: each island adopts its markup, re-creating nothing and logging nothing",
    async (path) => {
      supabaseNeverAnswers();
      const { prerendered, complaints } = await prerenderThenHydrate(path);

      // The not-found page logs the path asked for (spec), and nothing else is logged.
      const expected = path === "/404" ? [[notFoundCopy.logMessage, window.location.pathname]] : [];
      expect(complaints).toEqual(expected);
      expect(prerendered.filter((element) => !element.isConnected)).toEqual([]);
      expect(document.querySelectorAll("[data-island]").length).toBeGreaterThanOrEqual(5);
    },
  );

  it("adds the Admin link and this year's copyright only after hydration", async () => {
    supabaseNeverAnswers();
    const viewYear = buildInstant.getFullYear() + 5;
    viewOn(new Date(`${viewYear}-03-15T12:00:00Z`));
    const { rendered, complaints } = await prerenderThenHydrate(paths.about);

    expect(complaints).toEqual([]);
    expect(rendered.html).not.toContain(`href="${adminNavLink.href}"`);
    expect(rendered.html).toContain(`© <!-- -->${buildInstant.getFullYear()}<!-- -->`);
    // jsdom serves the page from localhost, where the Admin link shows.
    const mainNav = screen.getByRole("navigation", { name: headerCopy.mainNavLabel });
    expect(within(mainNav).getByRole("link", { name: adminNavLink.label })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${viewYear} `))).toBeInTheDocument();
  });

  it("shows the qualified-client thresholds of the build day, then those of the viewing day", async () => {
    supabaseNeverAnswers();
    // The day before the newest thresholds took effect: older ones apply when the page is viewed.
    const viewDay = new Date("2026-06-28T12:00:00-05:00");
    viewOn(viewDay);
    const [buildTest] = qualifiedClientTests(qualifiedClientThresholdsOn(buildInstant));
    const [viewTest] = qualifiedClientTests(qualifiedClientThresholdsOn(viewDay));
    expect(buildTest).not.toBe(viewTest);

    const { rendered, complaints } = await prerenderThenHydrate(paths.fees);

    expect(complaints).toEqual([]);
    expect(rendered.html).toContain(buildTest);
    expect(screen.getByText(viewTest!)).toBeInTheDocument();
    expect(screen.queryByText(buildTest!)).not.toBeInTheDocument();
  });
});

describe("renderPage (the prerenderer's entry)", () => {
  it("renders a page with its heading and the title it passes to usePageTitle", async () => {
    const rendered = await renderPage(paths.fees);
    expect(rendered.status).toBe(200);
    expect(rendered.title).toBe(feesPage.title);
    expect(rendered.html).toContain(feesPage.heading);
  });

  it("renders each island into an element naming it, with its props, in the page's order", async () => {
    const rendered = await renderPage(paths.resources);
    expect(rendered.islands).toEqual([
      "desktop-nav",
      "mobile-menu",
      "featured-resources",
      "newsletter-form",
      "footer-profile",
      "footer-newsletter",
      "footer-copyright",
    ]);
    const container = document.createElement("div");
    container.innerHTML = rendered.html;
    const newsletter = container.querySelector<HTMLElement>('[data-island="newsletter-form"]')!;
    expect(JSON.parse(newsletter.dataset.props!)).toMatchObject({ id: "resources-newsletter" });
    expect(newsletter.dataset.hydrate).toBe("visible");
    expect(newsletter.querySelector("form")).not.toBeNull();
    // The list loads once the page is idle, wherever it is.
    expect(container.querySelector('[data-island="featured-resources"]')).not.toHaveAttribute(
      "data-hydrate",
    );
  });

  it("renders the not-found page for a path the site does not have", async () => {
    const rendered = await renderPage("/no-such-page");
    expect(rendered.status).toBe(404);
    expect(rendered.title).toBeUndefined();
    expect(rendered.html).toContain(notFoundCopy.heading);
  });
});
