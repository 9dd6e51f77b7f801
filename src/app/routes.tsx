import { Outlet, type RouteObject } from "react-router-dom";
import { paths, publicPaths } from "@/content/routes";
import { loadDataLayout, notFoundPage, publicPages, type PageEntry } from "@/app/pages";
import { PageError } from "@/app/page-error";
import { RouteError } from "@/app/route-error";
import { SiteLayout } from "@/app/site-layout";

/** A lazy route: the page's code is a chunk of its own, fetched on first visit. */
const page = ({ load }: PageEntry): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const routeOf = (path: string, entry: PageEntry): RouteObject =>
  path === paths.home ? { index: true, ...page(entry) } : { path, ...page(entry) };

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

const pagesWithoutData = publicPaths.filter((path) => !publicPages[path].readsData);
const pagesWithData = publicPaths.filter((path) => publicPages[path].readsData);

/** The site's routes, for the browser's router (router-app.tsx). */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: SiteLayout,
    // Only if the frame itself fails; a page's failure is caught below, inside the frame.
    errorElement: (
      <main id="main">
        <PageError />
      </main>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pagesWithoutData.map((path) => routeOf(path, publicPages[path])),
          { ...dataLayout, children: pagesWithData.map((path) => routeOf(path, publicPages[path])) },
          { path: "*", ...page(notFoundPage) },
        ],
      },
    ],
  },
];
