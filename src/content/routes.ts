// Every route path of the product, defined once: the router, the navigation, the footer, the admin
// sidebar and the tests all read it from here. Public pages are flat paths; the admin area is nested
// (bulletproof-react's path builders): `path` is what the route table matches, relative to /admin
// for its children, and `getHref()` the URL to link to.

const ADMIN_ROOT = "/admin";

/** A page under /admin; the empty segment is the dashboard, the index route. */
const adminPage = <Segment extends string>(segment: Segment) => ({
  path: segment,
  getHref: () => (segment === "" ? ADMIN_ROOT : `${ADMIN_ROOT}/${segment}`),
});

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
  admin: {
    root: { path: ADMIN_ROOT, getHref: () => ADMIN_ROOT },
    login: {
      path: "login",
      /** The sign-in page; `redirectTo` is the admin page to go to afterwards. */
      getHref: (redirectTo?: string | null) =>
        `${ADMIN_ROOT}/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
    },
    dashboard: adminPage(""),
    profile: adminPage("profile"),
    siteSettings: adminPage("site-settings"),
    content: adminPage("content"),
    /** A page of the site in its editor: /admin/content/pages/about. */
    pageEditor: {
      path: "content/pages/:pageKey",
      getHref: (pageKey: string) => `${ADMIN_ROOT}/content/pages/${pageKey}`,
    },
    /** A Market Insights post in its editor: /admin/content/insights/<id>, or …/new for a new one. */
    postEditor: {
      path: "content/insights/:postId",
      getHref: (postId: string) => `${ADMIN_ROOT}/content/insights/${postId}`,
    },
    documents: adminPage("documents"),
    seoTools: adminPage("seo-tools"),
    complianceArchive: adminPage("compliance-archive"),
  },
} as const;

export type PublicPath = (typeof paths)[Exclude<keyof typeof paths, "admin">];

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

/** Market Insights' list (/insights, then /insights/page/2 on) and posts (/insights/<slug>). */
export const insightsRoot = "/insights";
const insightsPage =
  /^\/insights(?:\/page\/(?:[2-9]|[1-9]\d+)|\/[a-z0-9][a-z0-9-]{1,78}[a-z0-9])?$/;

/** Whether `path` can be a page of the public site: one of the route table's or of Market Insights. */
export const isPublicPagePath = (path: string): boolean =>
  (publicPaths as readonly string[]).includes(path) || insightsPage.test(path);

/** The admin pages behind the sign-in, in the sidebar's order. */
export const adminPages = [
  paths.admin.dashboard,
  paths.admin.profile,
  paths.admin.siteSettings,
  paths.admin.content,
  paths.admin.documents,
  paths.admin.seoTools,
  paths.admin.complianceArchive,
] as const;
