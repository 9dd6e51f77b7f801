// `npm run build`'s second step, after Vite: renders every public page of dist/ from the published
// content (scripts/lib/site-build/build-site.ts), read with the secret key from SUPABASE_URL (else
// VITE_SUPABASE_URL). A failure stops the build and names the page and field that broke it.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadEnv } from "vite";
import { readSiteUrl } from "../src/lib/env";
import { buildSite } from "./lib/site-build/build-site";
import { buildServerEntry } from "./lib/site-build/render-site";
import { secretClient } from "../records/release/secret-client";

const dist = resolve(process.argv[2] ?? "dist");
const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };

// Inside node_modules, so the server bundle resolves its packages from the project.
mkdirSync("node_modules/.cache", { recursive: true });
const outDir = mkdtempSync(join("node_modules/.cache", "prerender-"));
try {
  const { client, url } = secretClient();
  const entry = await buildServerEntry(outDir);
  const info = await buildSite({
    client,
    supabaseUrl: url,
    distDir: dist,
    siteUrl: readSiteUrl(env),
    entry,
    log: (line) => console.log(line),
  });
  console.log(
    `pages of ${url}'s published content through history entry ${info.contentThrough} written to ${dist}`,
  );
} catch (error) {
  console.error(error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : error);
  process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
