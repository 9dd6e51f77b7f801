import { Outlet, type RouteObject } from "react-router-dom";
import { paths, publicPaths } from "@/content/routes";
import { loadDataLayout, notFoundPage, publicPages, type PageEntry } from "@/app/pages";
import { RouteError } from "@/app/route-error";
import { SiteLayout } from "@/app/site-layout";

/** A lazy route: the page's code is a chunk of its own, fetched on first visit. */
const page = (load: PageEntry["load"]): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const routeOf = (path: string, entry: PageEntry): RouteObject =>
  path === paths.home ? { index: true, ...page(entry.load) } : { path, ...page(entry.load) };

const dataLayout: Pick<RouteObject, "lazy"> = {
  lazy: async () => {
    const { default: DataLayout } = await loadDataLayout();
    return {
      Component: () => (
        <DataLayout>
          <Outlet />
        </DataLayout>
      ),
    };
  },
};

/** A route error where no layout is around it (the site's frame failed, the admin area). */
const errorWithoutLayout = (
  <main id="main">
    <RouteError />
  </main>
);

const pagesWithoutData = publicPaths.filter((path) => !publicPages[path].readsData);
const pagesWithData = publicPaths.filter((path) => publicPages[path].readsData);

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
        { path: paths.admin.documents.path, ...page(() => import("@/pages/admin/documents")) },
        { path: paths.admin.seoTools.path, ...page(() => import("@/pages/admin/seo-tools")) },
        {
          path: paths.admin.complianceArchive.path,
          ...page(() => import("@/pages/admin/compliance-archive")),
        },
      ],
    },
  ],
};

/** The site's routes, for the browser's router (router-app.tsx). */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: SiteLayout,
    // Only if the frame itself fails; a page's failure is caught below, inside the frame.
    errorElement: errorWithoutLayout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pagesWithoutData.map((path) => routeOf(path, publicPages[path])),
          {
            ...dataLayout,
            children: pagesWithData.map((path) => routeOf(path, publicPages[path])),
          },
          { path: "*", ...page(notFoundPage.load) },
        ],
      },
    ],
  },
  adminRoute,
];
