// Every route path of the product, defined once: the router, the navigation, the footer and the
// tests all read it from here.
export const paths = {
  home: "/",
  about: "/about",
  services: "/services",
  contact: "/contact",
  fees: "/fees",
  process: "/process",
  schedule: "/schedule",
  freeReview: "/free-review",
  resources: "/resources",
  privacy: "/privacy",
  terms: "/terms",
  adv: "/adv",
  crs: "/crs",
  adminLogin: "/admin/login",
} as const;

export type PublicPath = (typeof paths)[Exclude<keyof typeof paths, "adminLogin">];

/** The public routes of the spec's route table, in table order (the not-found page is the rest). */
export const publicPaths: readonly PublicPath[] = [
  paths.home,
  paths.about,
  paths.services,
  paths.contact,
  paths.fees,
  paths.process,
  paths.schedule,
  paths.freeReview,
  paths.resources,
  paths.privacy,
  paths.terms,
  paths.adv,
  paths.crs,
];
