import { lazy, Suspense, useMemo } from "react";
import type { PageModule } from "@/pages/public-pages";

/** A public page's module, loaded when the preview first shows it. */
export function LazyPage({ load }: { load: () => Promise<PageModule> }) {
  const Page = useMemo(() => lazy(load), [load]);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
