import { createContext, useContext, useEffect } from "react";
import { adminBrand } from "@/content/admin/brand";

/** "<title> | <site name>": the document title of a page. */
export const documentTitle = (title: string, siteName: string) => `${title} | ${siteName}`;

/**
 * Receives the page's title during a server render, where effects do not run: scripts/lib/site-build/render-site.ts
 * writes it into the page's <title>. Absent in the browser.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Sets the document title to "<title> | <firm name>" while the page is shown (the admin area's; a
 * public page's title is written by the prerenderer, with the site's published name).
 */
export function usePageTitle(title: string) {
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title, adminBrand.name);
    // Restores the site's default title for pages that do not set their own.
    return () => {
      document.title = previous;
    };
  }, [title]);
}
