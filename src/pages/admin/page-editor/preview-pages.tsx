import { lazy, type ComponentType } from "react";
import { pathOfPageKey, type PageKey } from "@/features/site-content/admin";
import { loadNotFoundPage, publicPages } from "@/pages/public-pages";

const pages = new Map<PageKey, ComponentType>();

/**
 * The public page a page of content is previewed on (the layout on the home page), its code loaded
 * when the preview first shows it; one component per page, made once.
 */
export function previewPageOf(key: PageKey): ComponentType {
  let page = pages.get(key);
  if (!page) {
    page = lazy(
      key === "layout"
        ? publicPages["/"]
        : key === "not-found"
          ? loadNotFoundPage
          : publicPages[pathOfPageKey[key]],
    );
    pages.set(key, page);
  }
  return page;
}
