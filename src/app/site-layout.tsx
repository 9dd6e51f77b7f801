import { Outlet, ScrollRestoration } from "react-router-dom";
import { PublicLayout } from "@/components/layout/public-layout";
import { SiteFooter } from "@/components/layout/site-footer";
import { RouterNavigation } from "./router-navigation";

/** The router's frame of every public page: the layout around the routed page, scroll restoration. */
export function SiteLayout() {
  return (
    <RouterNavigation>
      <PublicLayout footer={<SiteFooter />}>
        <Outlet />
      </PublicLayout>
      <ScrollRestoration />
    </RouterNavigation>
  );
}
