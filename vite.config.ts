import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { loadEnv, type Plugin } from "vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import { requireBuildEnv } from "./scripts/build-env.ts";
import { devPrerender } from "./scripts/dev-prerender.ts";
import { staticClosureGroup } from "./scripts/static-closure-group.ts";
import { tailwindMergeSubset } from "./scripts/tailwind-merge-subset.ts";
import { firmCalendarDate } from "./src/content/firm-time-zone.ts";
import { qualifiedClientReviewOverdue } from "./src/content/qualified-client.ts";
import { shippedPublicSiteSettings, type PublicSiteSettings } from "./src/content/site-settings.ts";
import { getLiveSiteSettings } from "./src/features/site-settings/api/get-live-site-settings.ts";
import { readSupabaseEnv } from "./src/lib/env.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));

// The public pages' islands in two chunks with what they import (src/app/public/islands.ts names
// every island): those of every page, those of the pages with data (/resources, /adv, /crs).
const fromSrc = (modules: string[]) => modules.map((module) => `${src}/${module}`);
const entry = fromSrc(["main.ts"]);
const siteIslandModules = fromSrc([
  "components/layout/desktop-nav.tsx",
  "components/layout/mobile-menu.tsx",
  "app/public/footer-islands.tsx",
  "app/public/hydrate-island.tsx",
]);
const dataIslandModules = fromSrc([
  "features/legal-documents/index.ts",
  "features/resources/index.ts",
]);
const otherIslandModules = fromSrc([
  "pages/fees/qualified-client-tests.tsx",
  "features/scheduling/index.ts",
  "pages/not-found/missing-path-report.tsx",
]);

// The instant of the build, for dated facts in prerendered pages (src/lib/view-time.ts). The client
// build writes it to dist/.vite/build-date.txt and scripts/prerender.ts hands it to its SSR build in
// BUILD_DATE, so both bundles carry the same value.
const buildDate = process.env.BUILD_DATE ?? new Date().toISOString();
const buildDateFile: Plugin = {
  name: "build-date-file",
  apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
  generateBundle() {
    this.emitFile({ type: "asset", fileName: ".vite/build-date.txt", source: buildDate });
  },
};

// Dated claims the build checks: the qualified-client thresholds, a year after their last review.
const reviewDates: Plugin = {
  name: "review-dates",
  apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
  buildStart() {
    const overdue = qualifiedClientReviewOverdue(firmCalendarDate(new Date(buildDate)));
    if (overdue) this.warn(overdue);
  },
};

// The public site settings the build saw (src/features/site-settings): the client build reads
// the saved row from VITE_SUPABASE_URL and writes it to dist/.vite/site-settings.json;
// scripts/prerender.ts hands it to its SSR build in SITE_SETTINGS, so the prerendered HTML and the
// bundle that hydrates it agree. Without a reachable Supabase the build uses the shipped row.
async function siteSettingsAtBuild(command: string, mode: string): Promise<PublicSiteSettings> {
  if (process.env.SITE_SETTINGS) return JSON.parse(process.env.SITE_SETTINGS) as PublicSiteSettings;
  if (command !== "build" || mode === "test") return shippedPublicSiteSettings;
  try {
    const supabaseEnv = readSupabaseEnv(loadEnv(mode, process.cwd(), "VITE_"));
    return await getLiveSiteSettings(supabaseEnv, AbortSignal.timeout(3000));
  } catch (error) {
    console.warn(`Site settings: the shipped values (${String(error)})`);
    return shippedPublicSiteSettings;
  }
}

const siteSettingsFile = (settings: PublicSiteSettings): Plugin => ({
  name: "site-settings-file",
  apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
  generateBundle() {
    this.emitFile({
      type: "asset",
      fileName: ".vite/site-settings.json",
      source: JSON.stringify(settings),
    });
  },
});

// Which modules each chunk of the client build holds (paths relative to the project, e.g.
// src/pages/admin/login.tsx or node_modules/@supabase/auth-js/...), written to
// dist/.vite/chunk-modules.json: scripts/bundle-budget.ts checks what a public page loads.
const chunkModules: Plugin = {
  name: "chunk-modules",
  apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
  generateBundle(_options, bundle) {
    const root = process.cwd();
    const modules: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) {
      if (output.type === "chunk") {
        modules[output.fileName] = output.moduleIds.map((id) =>
          relative(root, id.replace(/^\0/, "")),
        );
      }
    }
    this.emitFile({
      type: "asset",
      fileName: ".vite/chunk-modules.json",
      source: JSON.stringify(modules, null, 1),
    });
  },
};

export default defineConfig(async ({ command, mode }): Promise<ViteUserConfig> => {
  const siteSettings = await siteSettingsAtBuild(command, mode);
  return {
    plugins: [
      react(),
      requireBuildEnv(),
      tailwindMergeSubset(),
      buildDateFile,
      reviewDates,
      siteSettingsFile(siteSettings),
      chunkModules,
      devPrerender(),
    ],
    define: {
      __BUILD_DATE__: JSON.stringify(buildDate),
      __SITE_SETTINGS__: JSON.stringify(siteSettings),
    },
    resolve: { alias: { "@": src } },
    server: { port: 5173, strictPort: true },
    build: {
      target: "es2022",
      sourcemap: false,
      manifest: true,
      // No preload helper: it added a <link rel=modulepreload> per module an island imports, and those
      // insertions made one of the longest tasks of a page's loading (a profile of the home page, the
      // README's "How a public page loads"). The browser fetches a module's imports as it reads it.
      modulePreload: false,
      // One stylesheet, linked from index.html (the prerenderer inlines it), never a dependency of
      // a chunk: a chunk that listed it would fetch it again when it loads, and restyle the page.
      cssCodeSplit: false,
      // React, React DOM and its scheduler, which every island needs, in one file rather than three.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // Radix's label and the primitive under it, which the admin's form fields use, apart from
              // the fields a public page's form shares with them (Input, SubmitButton): the bundler put
              // them in one chunk, 1.7 KB more in every public page's first view.
              {
                name: "radix-label",
                test: /[\\/]node_modules[\\/]@radix-ui[\\/]react-(label|primitive|slot|compose-refs)[\\/]/,
              },
              // A page's islands in two to five files instead of twenty to thirty-five (docs/measurements.md).
              staticClosureGroup("site-islands", siteIslandModules, entry),
              staticClosureGroup("data-islands", dataIslandModules, [
                ...entry,
                ...siteIslandModules,
                ...otherIslandModules,
              ]),
            ],
          },
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "ui",
            environment: "jsdom",
            include: ["tests/**/*.test.{ts,tsx}"],
            exclude: ["tests/integration/**", "tests/build/**", "tests/admin/**"],
            setupFiles: ["tests/setup.ts"],
          },
        },
        {
          extends: true,
          test: {
            // Screens that talk to Supabase (the admin area), in jsdom, against one local stack that the
            // global setup starts for the run; tests/support/render-app.tsx signs in and renders routes.
            name: "app",
            environment: "jsdom",
            // Under /admin, so the document sees the admin area's cookies (the sidebar's state).
            environmentOptions: { jsdom: { url: "http://localhost:3000/admin/" } },
            include: ["tests/admin/**/*.test.{ts,tsx}"],
            setupFiles: ["tests/support/app-env.ts", "tests/support/app-setup.ts"],
            globalSetup: ["tests/support/stack-global-setup.ts"],
            testTimeout: 45_000,
          },
        },
        {
          extends: true,
          test: {
            name: "node",
            environment: "node",
            include: [
              "supabase/tests/**/*.test.ts",
              "tests/integration/**/*.test.ts",
              "tests/build/**/*.test.ts",
            ],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
