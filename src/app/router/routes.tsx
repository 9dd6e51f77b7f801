import { useEffect, type ComponentType } from "react";
import { useLocation, type RouteObject } from "react-router-dom";
import { paths } from "@/content/routes";
import { RouteError } from "@/app/router/route-error";

/** A lazy route: the page's code is a chunk of its own, fetched on first visit. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A route error where no layout is around it. */
const errorWithoutLayout = (
  <main id="main">
    <RouteError />
  </main>
);

/**
 * A public page, reached from the admin area (its link home; 'Access Denied' sending a visitor
 * home): public pages are documents of their own, prerendered, so the browser loads it.
 */
function PublicPageDocument() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/**
 * The admin area: lazy from its root down, so no public page loads its code. The root holds the
 * auth provider; the sign-in page sits beside the guarded pages, which share the admin shell.
 */
const adminRoute: RouteObject = {
  path: paths.admin.root.path,
  ...page(() => import("@/app/admin/admin-root")),
  errorElement: errorWithoutLayout,
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
        {
          path: paths.admin.pageEditor.path,
          ...page(() => import("@/pages/admin/page-editor")),
        },
        {
          path: paths.admin.postEditor.path,
          ...page(() => import("@/pages/admin/post-editor")),
        },
        { path: paths.admin.documents.path, ...page(() => import("@/pages/admin/documents")) },
        { path: paths.admin.seoTools.path, ...page(() => import("@/pages/admin/seo-tools")) },
        {
          path: paths.admin.complianceArchive.path,
          ...page(() => import("@/pages/admin/compliance-archive")),
        },
      ],
    },
    {
      path: "*",
      lazy: async () => {
        const { default: NotFoundPage } = await import("@/pages/not-found");
        return {
          Component: () => (
            <main id="main">
              <NotFoundPage />
            </main>
          ),
        };
      },
    },
  ],
};

/** The routes of the browser's router (router-app.tsx): the admin area, and a way out of it. */
export const routes: RouteObject[] = [adminRoute, { path: "*", Component: PublicPageDocument }];
