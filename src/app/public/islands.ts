import type { AnyIsland } from "@/lib/island";

// Every island of the public pages (lib/island.tsx) by the name its element carries, with where its
// code is: the one table the browser (islands-runtime.ts) loads an island's code from, each a chunk
// of its own. The prerenderer names each island it renders from here and stops the build on an island
// missing from it (entry-server.tsx).

type IslandLoader = () => Promise<AnyIsland>;

export const islandLoaders = {
  "desktop-nav": async () => (await import("@/components/layout/desktop-nav")).DesktopNav,
  "mobile-menu": async () => (await import("@/components/layout/mobile-menu")).MobileMenu,
  "newsletter-form": async () => (await import("@/features/newsletter")).NewsletterForm,
  "pdf-viewer": async () => (await import("@/features/legal-documents/islands")).PdfViewer,
  "scheduling-widget": async () => (await import("@/features/scheduling")).SchedulingWidget,
  "qualified-client-tests": async () =>
    (await import("@/pages/fees/qualified-client-tests")).QualifiedClientTests,
  "missing-path-report": async () =>
    (await import("@/pages/not-found/missing-path-report")).MissingPathReport,
} satisfies Record<string, IslandLoader>;

export type IslandName = keyof typeof islandLoaders;

export const isIslandName = (name: string): name is IslandName =>
  Object.hasOwn(islandLoaders, name);
