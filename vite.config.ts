import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import { requireBuildEnv } from "./scripts/build-env.ts";
import { devPrerender } from "./scripts/dev-prerender.ts";
import { staticClosureGroup } from "./scripts/static-closure-group.ts";
import { tailwindMergeSubset } from "./scripts/tailwind-merge-subset.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));

// The public pages' islands in one chunk with what they import (src/app/public/islands.ts names
// every island): those of every page; the few of one page each stay in chunks of their own. The
// header's two menus, DOM code, in one small file of their own, apart from React's islands.
const fromSrc = (modules: string[]) => modules.map((module) => `${src}/${module}`);
const entry = fromSrc(["main.ts"]);
const headerMenuModules = fromSrc([
  "components/layout/desktop-nav-dropdowns.ts",
  "components/layout/mobile-menu-dialog.ts",
]);
const siteIslandModules = fromSrc([
  "features/newsletter/index.ts",
  "app/public/hydrate-island.tsx",
]);

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

export default defineConfig((): ViteUserConfig => {
  return {
    plugins: [react(), requireBuildEnv(), tailwindMergeSubset(), chunkModules, devPrerender()],
    resolve: { alias: { "@": src } },
    server: {
      port: 5173,
      strictPort: true,
      // The local stack's data and the site's builds: a publication writes pages there, which must not
      // reload the admin's open screen (the dev server serves the newest build by itself).
      watch: { ignored: ["**/supabase/.local/**"] },
    },
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
              staticClosureGroup("header-menus", headerMenuModules, entry),
              staticClosureGroup("site-islands", siteIslandModules, entry),
            ],
          },
        },
      },
    },
    test: {
      // Three files at a time on two cores: most of a file's time is spent waiting on a database, a
      // stack or a timeout, not computing (vitest's default, one fewer than the cores, runs one).
      maxWorkers: 3,
      // An expect.poll waits for a state (a mail sent, a log line written) that a busy machine
      // reaches late: the bound is generous, the wait ends as soon as the state is there.
      expect: { poll: { timeout: 15_000 } },
      projects: [
        {
          extends: true,
          test: {
            name: "ui",
            environment: "jsdom",
            // One process for many files, which share the modules they import (vitest evaluates a
            // module once per process then): a process per file, with its jsdom and React loaded
            // again, took three times the CPU.
            isolate: false,
            include: ["tests/**/*.test.{ts,tsx}"],
            exclude: ["tests/integration/**", "tests/build/**", "tests/admin/**"],
            setupFiles: ["tests/setup.ts"],
            // The seeded database's published site, read once for the run (inject("siteData")).
            globalSetup: ["tests/support/site-data-global-setup.ts"],
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
            // One file at a time, after the other projects: the files share the seeded admin's
            // sessions, which the profile's 'sign out other sessions' would end under another file.
            maxWorkers: 1,
          },
        },
        {
          extends: true,
          test: {
            name: "node",
            environment: "node",
            // As in "ui": PGlite, supabase-js and the rest loaded once per process, not once per
            // file, a quarter less CPU. A file that builds the app's client for its own stack
            // imports it afresh (tests/support/test-stack.ts, pointAppAt).
            isolate: false,
            include: [
              "supabase/tests/**/*.test.ts",
              "tests/integration/**/*.test.ts",
              "tests/build/**/*.test.ts",
            ],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // The run's migrated databases, which each file's PGlite databases and stacks start from.
            globalSetup: ["tests/support/pglite-snapshots-global-setup.ts"],
          },
        },
      ],
    },
  };
});
