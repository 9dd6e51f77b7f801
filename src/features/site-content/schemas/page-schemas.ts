import type { z } from "@/lib/zod";
import { paths, type PublicPath } from "@/content/routes";
import { aboutContent } from "./pages/about";
import { advContent } from "./pages/adv";
import { contactContent } from "./pages/contact";
import { crsContent } from "./pages/crs";
import { feesContent } from "./pages/fees";
import { freeReviewContent } from "./pages/free-review";
import { homeContent } from "./pages/home";
import { layoutContent } from "./pages/layout";
import { legalContent } from "./pages/legal";
import { notFoundContent } from "./pages/not-found";
import { processContent } from "./pages/process";
import { resourcesContent } from "./pages/resources";
import { scheduleContent } from "./pages/schedule";
import { servicesContent } from "./pages/services";

// Every piece of public copy, as a page of content the adviser edits and publishes: the public
// pages, the not-found page and the layout around them (header and footer). Each key is a row of
// public.site_pages and its versions; each schema is the one the editor, the build and the database
// hold a version to.

export const pageContentSchemas = {
  home: homeContent,
  about: aboutContent,
  services: servicesContent,
  contact: contactContent,
  fees: feesContent,
  process: processContent,
  schedule: scheduleContent,
  "free-review": freeReviewContent,
  resources: resourcesContent,
  privacy: legalContent,
  terms: legalContent,
  adv: advContent,
  crs: crsContent,
  "not-found": notFoundContent,
  layout: layoutContent,
} as const;

export type PageKey = keyof typeof pageContentSchemas;
export type PageContent<K extends PageKey> = z.infer<(typeof pageContentSchemas)[K]>;
export type AnyPageContent = PageContent<PageKey>;

export const pageKeys = Object.keys(pageContentSchemas) as PageKey[];

export const isPageKey = (key: string): key is PageKey => Object.hasOwn(pageContentSchemas, key);

/** The page each public address shows. */
export const pageKeyOfPath: Record<PublicPath, Exclude<PageKey, "layout" | "not-found">> = {
  [paths.home]: "home",
  [paths.about]: "about",
  [paths.services]: "services",
  [paths.contact]: "contact",
  [paths.fees]: "fees",
  [paths.process]: "process",
  [paths.schedule]: "schedule",
  [paths.freeReview]: "free-review",
  [paths.resources]: "resources",
  [paths.privacy]: "privacy",
  [paths.terms]: "terms",
  [paths.adv]: "adv",
  [paths.crs]: "crs",
};

/** Where a page is seen: its address, "every page" for the layout, any unknown one for 404. */
export const pathOfPageKey = Object.fromEntries(
  Object.entries(pageKeyOfPath).map(([path, key]) => [key, path]),
) as Record<Exclude<PageKey, "layout" | "not-found">, PublicPath>;
