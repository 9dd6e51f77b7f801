import type { ComponentType } from "react";
import { paths, type PublicPath } from "@/content/routes";

// The public pages and their code, for the prerenderer (src/app/prerender/entry-server.tsx) and the
// page editor's preview: each page is rendered to HTML once, at build time. A visitor's browser never
// loads a page's module, only its islands' (src/app/public/islands.ts).

export type PageModule = { default: ComponentType };

export const publicPages: Record<PublicPath, () => Promise<PageModule>> = {
  [paths.home]: () => import("@/pages/home"),
  [paths.about]: () => import("@/pages/about"),
  [paths.services]: () => import("@/pages/services"),
  [paths.contact]: () => import("@/pages/contact"),
  [paths.fees]: () => import("@/pages/fees"),
  [paths.process]: () => import("@/pages/process"),
  [paths.schedule]: () => import("@/pages/schedule"),
  [paths.freeReview]: () => import("@/pages/free-review"),
  [paths.resources]: () => import("@/pages/resources"),
  [paths.privacy]: () => import("@/pages/privacy"),
  [paths.terms]: () => import("@/pages/terms"),
  [paths.adv]: () => import("@/pages/adv"),
  [paths.crs]: () => import("@/pages/crs"),
};

/** Every /insights address (src/features/insights/routes.ts says which the build renders). */
export const loadInsightsPage = (): Promise<PageModule> => import("@/pages/insights");

/** Any path the site does not have (dist/404.html). */
export const loadNotFoundPage = (): Promise<PageModule> => import("@/pages/not-found");
