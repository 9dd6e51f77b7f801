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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), requireBuildEnv(), tailwindMergeSubset(), buildDateFile],
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
          exclude: ["tests/integration/**", "tests/build/**"],
          setupFiles: ["tests/setup.ts"],
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
