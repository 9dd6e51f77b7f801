import type { AnyIsland, StartIsland } from "@/lib/island";

// Every island of the public pages (lib/island.tsx) by the name its element carries, with where its
// browser code is: the tables the browser (islands-runtime.ts) loads an island's code from, each a
// chunk of its own. The prerenderer names each island it renders from here and stops the build on an
// island missing from them (entry-server.tsx).

/** Islands that React hydrates: React DOM comes with the first of them that a page loads. */
export const reactIslandLoaders = {
  "newsletter-form": async () => (await import("@/features/newsletter")).NewsletterForm,
} satisfies Record<string, () => Promise<AnyIsland>>;

/** Islands whose browser code is DOM code run on their prerendered markup: no React for them. */
export const domIslandLoaders = {
  "desktop-nav": async () =>
    (await import("@/components/layout/desktop-nav-dropdowns")).startDesktopNav,
  "mobile-menu": async () =>
    (await import("@/components/layout/mobile-menu-dialog")).startMobileMenu,
  "pdf-viewer": async () =>
    (await import("@/features/legal-documents/components/start-pdf-viewer")).startPdfViewer,
  "scheduling-widget": async () =>
    (await import("@/features/scheduling/components/start-scheduling-widget"))
      .startSchedulingWidget,
  "qualified-client-tests": async () =>
    (await import("@/pages/fees/start-qualified-client-tests")).startQualifiedClientTests,
  "missing-path-report": async () =>
    (await import("@/pages/not-found/report-missing-path")).reportMissingPath,
} satisfies Record<string, () => Promise<StartIsland>>;

export type DomIslandName = keyof typeof domIslandLoaders;
export type IslandName = keyof typeof reactIslandLoaders | DomIslandName;

export const isDomIslandName = (name: string): name is DomIslandName =>
  Object.hasOwn(domIslandLoaders, name);

export const isIslandName = (name: string): name is IslandName =>
  Object.hasOwn(reactIslandLoaders, name) || isDomIslandName(name);
