// npm run dev: the local Supabase stack (unless VITE_SUPABASE_URL names another Supabase that
// answers), the publisher and Vite. VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY (or the legacy
// VITE_SUPABASE_ANON_KEY) and VITE_SCHEDULING_URL default to .env.example's local demo values.
// Ctrl-C stops everything. `npm run dev -- --port 5180` moves Vite.
// The public pages show the published content of the latest release: the publisher
// (scripts/lib/site-build/dev-publisher.ts) builds the site, records it as a release, and does it
// again for each publication from the back office.
import { parseArgs } from "node:util";
import { createServer } from "vite";
import { spawn } from "node:child_process";
import {
  demoAccountLines,
  type LocalStack,
  localStackPort,
  serveLocalStack,
} from "../supabase/local/cli/serve-local";
import { onShutdown } from "../supabase/local/cli/shutdown";
import { startDailyStamp } from "../records/daily-stamp";
import {
  configuredEnv,
  envExample,
  firstConfigured,
  projectRoot,
} from "../supabase/local/core/project-env";

const CLIENT_KEYS = [
  "VITE_SUPABASE_URL",
  "VITE_SUPABASE_PUBLISHABLE_KEY",
  "VITE_SCHEDULING_URL",
  "VITE_SITE_URL",
] as const;

const { values: args } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
  },
});

/** True when a Supabase answers at `url` (its Auth health check, as every project serves it). */
async function answers(url: string, key: string): Promise<boolean> {
  try {
    const response = await fetch(`${url.replace(/\/+$/, "")}/auth/v1/health`, {
      headers: { apikey: key },
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function isThisMachinesStack(url: string): boolean {
  try {
    const { hostname, port } = new URL(url);
    return (
      ["127.0.0.1", "localhost", "[::1]"].includes(hostname) && Number(port) === localStackPort()
    );
  } catch {
    return false;
  }
}

const configured = configuredEnv();
const defaults = envExample();
const env = Object.fromEntries(
  CLIENT_KEYS.map((key) => [key, configured[key] || defaults[key] || ""]),
) as Record<(typeof CLIENT_KEYS)[number], string>;
env.VITE_SUPABASE_PUBLISHABLE_KEY =
  firstConfigured(["VITE_SUPABASE_PUBLISHABLE_KEY", "VITE_SUPABASE_ANON_KEY"]) ?? "";
if (!configured.VITE_SUPABASE_URL && process.env.LOCAL_STACK_PORT)
  env.VITE_SUPABASE_URL = `http://127.0.0.1:${localStackPort()}`;

let local: LocalStack | undefined;
if (await answers(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY)) {
  console.log(
    `Supabase answers at ${env.VITE_SUPABASE_URL}: using it, the local stack is not started.`,
  );
} else if (isThisMachinesStack(env.VITE_SUPABASE_URL)) {
  local = await serveLocalStack(startDailyStamp).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
} else {
  console.error(
    `VITE_SUPABASE_URL is ${env.VITE_SUPABASE_URL}, which does not answer. Fix it in .env, or remove it to use the local stack.`,
  );
  process.exit(1);
}

// Vite gives the app the process environment's VITE_ values ahead of .env files.
Object.assign(process.env, env);
const vite = await createServer({
  root: projectRoot,
  server: {
    ...(args.port ? { port: Number(args.port) } : {}),
    ...(args.host ? { host: args.host } : {}),
  },
});
// In a process of its own (scripts/publish-dev.ts): its builds are production builds.
const publisher = spawn(
  process.execPath,
  [...process.execArgv, "scripts/publish-dev.ts", env.VITE_SUPABASE_URL, env.VITE_SITE_URL],
  { cwd: projectRoot, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
);
const publisherExited = new Promise((done) => publisher.once("exit", done));
async function stopAll() {
  await vite.close();
  publisher.kill("SIGTERM");
  await publisherExited;
  await local?.stop();
}
onShutdown(stopAll);
// The port is strict (vite.config.ts): a taken one stops here, saying how to move it, rather than
// Vite moving on to a port nobody named.
await vite.listen().catch(async (error: Error) => {
  console.error(`${error.message}: \`npm run dev -- --port <another>\` picks another port.`);
  await stopAll();
  process.exit(1);
});

const siteUrl = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
console.log(
  [
    "",
    `Site:      ${siteUrl}`,
    `Supabase:  ${env.VITE_SUPABASE_URL}${local ? " (local stack)" : ""}`,
    "Publisher: builds the site and records a release at start and after each publication",
    ...(local
      ? [`Mail:      ${local.mail.webUrl} (what the local stack sends: reset codes, ...)`]
      : []),
    ...(isThisMachinesStack(env.VITE_SUPABASE_URL)
      ? ["Demo accounts (sign in at /admin/login):", ...demoAccountLines()]
      : []),
    "Ctrl-C stops everything.",
  ].join("\n"),
);
