// A public page as the build prerenders it (src/app/prerender/entry-server.tsx) from the published
// content (the seeded database's, tests/support/site-data.tsx) and the browser brings it to life: each
// island on its own, hydrated (src/app/public/hydrate-island.tsx), which must adopt the markup without a
// mismatch, or started by its DOM code; values that differ at view time change only afterwards.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "@/app/prerender/entry-server";
import { adminNavLink } from "@/components/layout/site-nav";
import { firmMidnight } from "@/content/firm-time-zone";
import { paths, publicPaths } from "@/content/routes";
import { qualifiedClientTests, qualifiedClientThresholdsOn } from "@/pages/fees/qualified-client";
import { hydratingPages, prerenderThenHydrate } from "../support/hydrate-page";
import { siteLayout, pageContent, siteData } from "../support/site-data";

hydratingPages();

/** Nothing the pages do reaches the network: a request would hang. */
function networkNeverAnswers() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise(() => {}));
}

/** Fakes only Date, so "today" is `instant` for the browser while React keeps its real timers. */
function viewOn(instant: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(instant);
}

describe("hydrating a prerendered page's islands", { timeout: 30_000 }, () => {
  it.each([...publicPaths, "/404"])(
    "%s: each island adopts its markup, re-creating nothing, logging nothing, fetching nothing",
    async (path) => {
      const fetchSpy = networkNeverAnswers();
      const { prerendered, complaints } = await prerenderThenHydrate(path);

      // The not-found page logs the path asked for (spec), and nothing else is logged.
      const expected =
        path === "/404"
          ? [["404 Error: User attempted to access non-existent route:", window.location.pathname]]
          : [];
      expect(complaints).toEqual(expected);
      expect(prerendered.filter((element) => !element.isConnected)).toEqual([]);
      // The header's two menus and the footer's newsletter box at least.
      expect(document.querySelectorAll("[data-island]").length).toBeGreaterThanOrEqual(3);
      // What a page shows is in its HTML: no island reads Supabase.
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it("adds the Admin link only in the browser, and keeps the build's copyright year", async () => {
    networkNeverAnswers();
    const buildYear = new Date(siteData().builtAt).getUTCFullYear();
    viewOn(new Date(`${buildYear + 5}-03-15T12:00:00Z`));
    const { rendered, complaints } = await prerenderThenHydrate(paths.about);

    expect(complaints).toEqual([]);
    expect(rendered.html).not.toContain(`href="${adminNavLink.href}"`);
    // jsdom serves the page from localhost, where the Admin link shows.
    const mainNav = screen.getByRole("navigation", { name: siteLayout().header.mainNavLabel });
    expect(within(mainNav).getByRole("link", { name: adminNavLink.label })).toBeInTheDocument();
    // The footer is the build's: its year is the year the site was built, whenever it is read.
    const footer = within(screen.getByRole("contentinfo"));
    expect(
      footer.getByText(`© ${buildYear} ${siteData().settings.copyrightText}`),
    ).toBeInTheDocument();
  });

  it("shows the qualified-client thresholds of the build day, then those of the viewing day", async () => {
    networkNeverAnswers();
    const copy = pageContent("fees").qualifiedClient;
    const builtAt = new Date(siteData().builtAt);
    // The day before the newest thresholds took effect: older ones apply when the page is viewed.
    const newest = copy.thresholds
      .map((entry) => entry.effectiveFrom)
      .sort()
      .at(-1)!;
    const viewDay = new Date(`${newest}T12:00:00-05:00`);
    viewDay.setUTCDate(viewDay.getUTCDate() - 1);
    expect(viewDay.getTime()).toBeLessThan(builtAt.getTime());
    viewOn(viewDay);
    const [buildTest] = qualifiedClientTests(
      copy,
      qualifiedClientThresholdsOn(copy.thresholds, builtAt),
    );
    const [viewTest] = qualifiedClientTests(
      copy,
      qualifiedClientThresholdsOn(copy.thresholds, viewDay),
    );
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
    const fees = pageContent("fees");
    const rendered = await renderPage(paths.fees, siteData());
    expect(rendered.status).toBe(200);
    expect(rendered.title).toBe(fees.title);
    expect(rendered.html).toContain(fees.heading);
  });

  it("renders each island into an element naming it, with its props, in the page's order", async () => {
    const rendered = await renderPage(paths.resources, siteData());
    // One newsletter box: the footer's, as on every page.
    expect(rendered.islands).toEqual(["desktop-nav", "mobile-menu", "newsletter-form"]);
    const container = document.createElement("div");
    container.innerHTML = rendered.html;
    const boxes = container.querySelectorAll<HTMLElement>('[data-island="newsletter-form"]');
    expect(boxes).toHaveLength(1);
    const footerBox = boxes[0]!;
    expect(JSON.parse(footerBox.dataset.props!)).toMatchObject({
      id: "footer-newsletter",
      heading: siteData().settings.newsletterHeading,
      labels: siteLayout().newsletter,
    });
    expect(footerBox.dataset.hydrate).toBe("interaction");
    expect(footerBox.querySelector("form")).not.toBeNull();
    // The header's menus are DOM code in the browser, which reads their markup: no props.
    for (const name of ["desktop-nav", "mobile-menu"]) {
      const menu = container.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
      expect(menu.dataset.hydrate).toBe("visible");
      expect(menu).not.toHaveAttribute("data-props");
    }
    // The resources are the build's, in the page's HTML: no island of their own.
    for (const resource of siteData().resources) {
      expect(container.querySelector(`a[href="${resource.url}"]`)).toHaveTextContent(
        resource.title,
      );
    }
  });

  it("renders the same page from the same content while the same thresholds are in force", async () => {
    const newest = pageContent("fees")
      .qualifiedClient.thresholds.map((entry) => entry.effectiveFrom)
      .sort()
      .at(-1)!;
    // 01:00 and 23:59 in Grand Forks (Central Standard Time, UTC-6) on 28 November 2026, the next
    // day, and the last minute before the newest thresholds took effect.
    const builds = [
      "2026-11-28T07:00:00.000Z",
      "2026-11-29T05:59:00.000Z",
      "2026-11-29T06:00:00.000Z",
      new Date(firmMidnight(newest).getTime() - 60_000).toISOString(),
    ];
    expect(builds[3]! < builds[0]!).toBe(true);
    const [first, second, nextDay, olderThresholds] = await Promise.all(
      builds.map((builtAt) => renderPage(paths.fees, { ...siteData(), builtAt })),
    );
    expect(second!.html).toBe(first!.html);
    // A new day is the same page: the browser shows the tests of the day it is read.
    expect(nextDay!.html).toBe(first!.html);
    // The tests in the HTML are those in force on the day of the build.
    expect(olderThresholds!.html).not.toBe(first!.html);
  });

  it("renders the not-found page for a path the site does not have", async () => {
    const rendered = await renderPage("/no-such-page", siteData());
    const notFound = pageContent("not-found");
    expect(rendered.status).toBe(404);
    expect(rendered.title).toBe(notFound.title);
    expect(rendered.html).toContain(notFound.heading);
  });
});
