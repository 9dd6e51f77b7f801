import { existsSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { tailwindMergeSubset } from "./scripts/tailwind-merge-subset";

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

// `vite preview` serves a prerendered dist/<path>/index.html only for "/<path>/"; static hosts serve
// it for "/<path>" too, and their dist/404.html for a path the site does not have. So does preview here.
const previewPrerenderedPages: Plugin = {
  name: "preview-prerendered-pages",
  configurePreviewServer({ config, middlewares }) {
    const outDir = resolve(config.root, config.build.outDir);
    middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? "/", "http://preview.local");
      const { pathname } = url;
      const accept = request.headers.accept ?? "";
      const wantsHtml = accept === "" || accept.includes("text/html") || accept.includes("*/*");
      const isPage = request.method === "GET" && wantsHtml && !extname(pathname);
      if (isPage && pathname !== "/" && !pathname.includes("..")) {
        const directoryIndex = join(pathname.replace(/\/$/, ""), "index.html");
        const file = existsSync(join(outDir, directoryIndex)) ? directoryIndex : "/404.html";
        if (existsSync(join(outDir, file))) request.url = `${file}${url.search}`;
      }
      next();
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindMergeSubset(), buildDateFile, previewPrerenderedPages],
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  resolve: { alias: { "@": src } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
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
          exclude: ["tests/integration/**"],
          setupFiles: ["tests/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["supabase/tests/**/*.test.ts", "tests/integration/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
