import { createContext, useContext, useEffect } from "react";
import { firm } from "@/content/firm";

/** "<title> | <firm name>": the document title of a page. */
export const documentTitle = (title: string) => `${title} | ${firm.name}`;

/**
 * Receives the page's title during a server render, where effects do not run: scripts/prerender.ts
 * writes it into the page's <title>. Absent in the browser.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the document title to "<title> | <firm name>" while the page is shown. */
export function usePageTitle(title: string) {
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    // Restores the site's default title for pages that do not set their own.
    return () => {
      document.title = previous;
    };
  }, [title]);
}
