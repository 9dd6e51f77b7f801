import { Outlet, ScrollRestoration } from "react-router-dom";
import { PublicLayout } from "@/components/layout/public-layout";
import { PublicFooter } from "./public-footer";
import { RouterNavigation } from "./router-navigation";

/** The router's frame of every public page: the layout around the routed page, scroll restoration. */
export function SiteLayout() {
  return (
    <RouterNavigation>
      <PublicLayout footer={<PublicFooter />}>
        <Outlet />
      </PublicLayout>
      <ScrollRestoration />
    </RouterNavigation>
  );
}
