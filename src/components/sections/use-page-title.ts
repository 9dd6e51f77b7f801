import { useEffect } from "react";
import { firm } from "@/content/firm";

/** Sets the document title to "<title> | <firm name>" while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${firm.name}`;
    // Restores the site's default title for pages that do not set their own.
    return () => {
      document.title = previous;
    };
  }, [title]);
}
