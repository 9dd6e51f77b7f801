// The published site of the seeded database (tests/support/site-data-global-setup.ts), for tests
// that render public pages or their parts: the words a test expects are read from it, never repeated.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { inject } from "vitest";
import type { PageContent, PageKey, SiteData } from "@/features/site-content";
import { SiteFrame } from "@/pages/site-frame";

/** The fixture's site: every page's published content, the settings, resources and documents. */
export const siteData = (): SiteData => inject("siteData");

/** One page's published content in the fixture. */
export const pageContent = <K extends PageKey>(key: K): PageContent<K> =>
  siteData().pages[key].content;

/** The fixture's layout: header and footer words, contact details, the adviser. */
export const siteLayout = () => pageContent("layout");

/** `ui` in the public frame (header, footer, the site's data) at `path`, as the prerenderer renders it. */
export function renderInSiteFrame(ui: ReactNode, path: string, site: SiteData = siteData()) {
  return render(
    <SiteFrame site={site} path={path}>
      {ui}
    </SiteFrame>,
  );
}
