import { useEffect, type ComponentType, type ReactNode } from "react";
import { PublicLayout } from "@/components/layout/public-layout";
import { SiteNavigationProvider, type SiteLocation } from "@/lib/navigation";
import { DeferredFooter } from "./deferred-footer";
import { PageErrorBoundary } from "./page-error";

export interface FirstViewProps {
  location: SiteLocation;
  Page: ComponentType;
  /** For a page that reads server state (see pages.ts). */
  DataLayout?: ComponentType<{ children: ReactNode }>;
  /** Leaves the first view for another page of the site: src/app/start.tsx starts the router for it. */
  navigate: (to: string) => void;
  /** A link may be followed soon: fetch the router's code. */
  prepare: () => void;
  /** Called once the page has hydrated (not by the prerenderer, which runs no effects). */
  onHydrated?: () => void;
}

/**
 * A prerendered page as the browser first shows it: the prerenderer renders this tree to HTML and
 * src/app/start.tsx hydrates the same tree, without React Router, which the first link followed loads.
 */
export function FirstView({
  location,
  Page,
  DataLayout,
  navigate,
  prepare,
  onHydrated,
}: FirstViewProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  const page = DataLayout ? (
    <DataLayout>
      <Page />
    </DataLayout>
  ) : (
    <Page />
  );
  return (
    <SiteNavigationProvider value={{ location, navigate, prepare }}>
      <PublicLayout footer={<DeferredFooter />}>
        <PageErrorBoundary>{page}</PageErrorBoundary>
      </PublicLayout>
    </SiteNavigationProvider>
  );
}
