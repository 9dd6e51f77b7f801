import type { ComponentType, ReactNode } from "react";
import { paths, type PublicPath } from "@/content/routes";

// The public pages and where their code is, without React Router: the first view of a prerendered
// page (src/main.ts, src/app/first-view.tsx) and the prerenderer use this table directly, and the
// router's route table (src/app/routes.tsx) is built from it.

export type PageModule = { default: ComponentType };
export type DataLayoutModule = { default: ComponentType<{ children: ReactNode }> };

export interface PageEntry {
  load: () => Promise<PageModule>;
  /** The page reads server state: it is rendered inside the data layout (TanStack Query, toasts). */
  readsData?: true;
}

export const publicPages: Record<PublicPath, PageEntry> = {
  [paths.home]: { load: () => import("@/pages/home") },
  [paths.about]: { load: () => import("@/pages/about") },
  [paths.services]: { load: () => import("@/pages/services") },
  [paths.contact]: { load: () => import("@/pages/contact") },
  [paths.fees]: { load: () => import("@/pages/fees") },
  [paths.process]: { load: () => import("@/pages/process") },
  [paths.schedule]: { load: () => import("@/pages/schedule") },
  [paths.freeReview]: { load: () => import("@/pages/free-review") },
  [paths.resources]: { load: () => import("@/pages/resources"), readsData: true },
  [paths.privacy]: { load: () => import("@/pages/privacy") },
  [paths.terms]: { load: () => import("@/pages/terms") },
  [paths.adv]: { load: () => import("@/pages/adv"), readsData: true },
  [paths.crs]: { load: () => import("@/pages/crs"), readsData: true },
};

/** Any path the site does not have. */
export const notFoundPage: PageEntry = { load: () => import("@/pages/not-found") };

export const loadDataLayout = (): Promise<DataLayoutModule> => import("@/app/data-layout");

/**
 * Paths that only the router knows (the admin area): a host serves them the app's shell, never a
 * prerendered page (scripts/static-host.ts, docs/deploying.md).
 */
export const appShellPrefix = paths.admin.root.getHref();
/** The app's shell without prerendered markup, in dist/ (scripts/prerender.ts writes it, noindex). */
export const appShellFile = `${appShellPrefix.slice(1)}/index.html`;

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;

/**
 * The page whose prerendered markup #root holds for `pathname`, or undefined when the markup is for
 * another path (a host serving index.html everywhere) or there is none (the dev server). `markupFor`
 * is #root's data-prerendered: a path, or "*" for the not-found page, which hosts serve for paths
 * the site does not have.
 */
export function prerenderedPage(
  markupFor: string | undefined,
  pathname: string,
): PageEntry | undefined {
  const path = withoutTrailingSlash(pathname);
  if (markupFor === "*") {
    const isRoutedElsewhere =
      Object.hasOwn(publicPages, path) ||
      path === appShellPrefix ||
      path.startsWith(`${appShellPrefix}/`);
    return isRoutedElsewhere ? undefined : notFoundPage;
  }
  return markupFor === path ? publicPages[path as PublicPath] : undefined;
}
