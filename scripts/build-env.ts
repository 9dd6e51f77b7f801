// What a production build needs to know, checked before Vite builds anything: the Supabase project
// the pages' few calls go to (the visit count, the newsletter sign-up) and the admin area uses, and
// the site's public address. A build without them used to succeed and ship pages that fail at run
// time. The pages' content is read with the secret key by the next step (scripts/build-pages.ts).
import type { Plugin } from "vite";
import { readSchedulingUrl, readSiteUrl, readSupabaseEnv } from "../src/lib/env.ts";

export type BuildEnv = Readonly<Record<string, string | undefined>>;

export interface CheckedBuildEnv {
  siteUrl: string;
  supabaseUrl: string;
  schedulingUrl: string | undefined;
}

/** The build's settings; throws one message naming every missing or malformed variable. */
export function checkBuildEnv(env: BuildEnv): CheckedBuildEnv {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
  const supabase = attempt(() => readSupabaseEnv(env));
  const siteUrl = attempt(() => readSiteUrl(env));
  if (problems.length > 0) throw new Error(`The build cannot start:\n- ${problems.join("\n- ")}`);
  return { siteUrl: siteUrl!, supabaseUrl: supabase!.url, schedulingUrl: readSchedulingUrl(env) };
}

/** Stops `vite build` (the browser bundle) before it starts when checkBuildEnv finds a problem. */
export function requireBuildEnv(): Plugin {
  return {
    name: "require-build-env",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      checkBuildEnv(config.env);
    },
  };
}
