import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { requireBuildEnv } from "./scripts/build-env.ts";
import { tailwindMergeSubset } from "./scripts/tailwind-merge-subset.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));

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

// Which modules each chunk of the client build holds (paths relative to the project, e.g.
// src/pages/admin/login.tsx or node_modules/@supabase/auth-js/...), written to
// dist/.vite/chunk-modules.json: scripts/bundle-budget.ts checks what a public page's first view loads.
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), requireBuildEnv(), tailwindMergeSubset(), buildDateFile, chunkModules],
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  resolve: { alias: { "@": src } },
  server: { port: 5173, strictPort: true },
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    // The browser build: everything the entry needs at once in one "shell" chunk (fewer requests
    // than one chunk per shared module). The prerenderer's server build keeps its own settings.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] } } },
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
}));
