import { createContext, useContext } from "react";
import type { SiteData } from "./published-site";
import type { PageContent, PageKey } from "./schemas/page-schemas";

// The published content a public page renders from: the prerenderer provides the build's snapshot,
// the page editor's preview the same with the draft in place of the page. Islands never read it: the
// browser has no snapshot, so what an island shows comes in its props (lib/island.tsx).

const SiteDataContext = createContext<SiteData | null>(null);

export const SiteDataProvider = SiteDataContext.Provider;

export function useSiteData(): SiteData {
  const site = useContext(SiteDataContext);
  if (!site)
    throw new Error(
      "A public page renders inside a SiteDataProvider (the prerenderer, the preview).",
    );
  return site;
}

/** The published content of one page. */
export const usePage = <K extends PageKey>(key: K): PageContent<K> =>
  useSiteData().pages[key].content;

/** The header's and footer's words, the firm's contact details and adviser. */
export const useLayout = () => usePage("layout");
