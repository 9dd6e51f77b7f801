import type { RouteObject } from "react-router-dom";
import { paths } from "@/content/routes";
import { PublicSiteLayout } from "@/app/public-site-layout";
import { RouteError } from "@/app/route-error";

type PageModule = { default: React.ComponentType };

/** A lazy route: the page's code is a chunk of its own, fetched on first visit. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import("@/pages/home")) },
  { path: paths.about, ...page(() => import("@/pages/about")) },
  { path: paths.services, ...page(() => import("@/pages/services")) },
  { path: paths.contact, ...page(() => import("@/pages/contact")) },
  { path: paths.fees, ...page(() => import("@/pages/fees")) },
  { path: paths.process, ...page(() => import("@/pages/process")) },
  { path: paths.schedule, ...page(() => import("@/pages/schedule")) },
  { path: paths.freeReview, ...page(() => import("@/pages/free-review")) },
  { path: paths.privacy, ...page(() => import("@/pages/privacy")) },
  { path: paths.terms, ...page(() => import("@/pages/terms")) },
  {
    ...page(() => import("@/app/data-layout")),
    children: [
      { path: paths.resources, ...page(() => import("@/pages/resources")) },
      { path: paths.adv, ...page(() => import("@/pages/adv")) },
    ],
  },
  { path: paths.crs, ...page(() => import("@/pages/crs")) },
  { path: "*", ...page(() => import("@/pages/not-found")) },
];

/**
 * The admin area: lazy from its root down, so no public page loads its code. The root holds the
 * auth provider; the sign-in page sits beside the guarded pages, which share the admin shell.
 */
const adminRoute: RouteObject = {
  path: paths.admin.root.path,
  ...page(() => import("@/app/admin/admin-root")),
  errorElement: <RouteError />,
  children: [
    { path: paths.admin.login.path, ...page(() => import("@/pages/admin/login")) },
    {
      ...page(() => import("@/app/admin/admin-layout")),
      children: [
        { index: true, ...page(() => import("@/pages/admin/dashboard")) },
        { path: paths.admin.profile.path, ...page(() => import("@/pages/admin/profile")) },
        {
          path: paths.admin.siteSettings.path,
          ...page(() => import("@/pages/admin/site-settings")),
        },
        { path: paths.admin.content.path, ...page(() => import("@/pages/admin/content")) },
        { path: paths.admin.documents.path, ...page(() => import("@/pages/admin/documents")) },
        { path: paths.admin.seoTools.path, ...page(() => import("@/pages/admin/seo-tools")) },
      ],
    },
  ],
};

/** The site's routes, shared by the browser router (router.tsx) and the prerenderer (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: PublicSiteLayout,
    errorElement: <RouteError />,
    children: publicRoutes,
  },
  adminRoute,
];
