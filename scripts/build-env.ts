// What a production build needs to know, checked before Vite builds anything: the Supabase project
// the data pages read (unless BUILD_WITHOUT_DATA=1 asks for a build without them) and the site's
// public address. A build without them used to succeed and ship pages that fail at run time.
import type { Plugin } from "vite";
import { readSchedulingUrl, readSiteUrl, readSupabaseEnv } from "../src/lib/env.ts";

export type BuildEnv = Readonly<Record<string, string | undefined>>;

/** BUILD_WITHOUT_DATA=1: build without Supabase settings; /resources and /adv then show an error. */
export const withoutData = (env: BuildEnv) =>
  env.BUILD_WITHOUT_DATA === "1" || env.BUILD_WITHOUT_DATA === "true";

export interface CheckedBuildEnv {
  siteUrl: string;
  /** Undefined for a build without data. */
  supabaseUrl: string | undefined;
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
  const supabase = withoutData(env) ? undefined : attempt(() => readSupabaseEnv(env));
  const siteUrl = attempt(() => readSiteUrl(env));
  if (problems.length > 0) {
    const hint = withoutData(env)
      ? ""
      : "\n(To build the site without its data pages, set BUILD_WITHOUT_DATA=1; /resources and /adv will then show an error.)";
    throw new Error(`The build cannot start:\n- ${problems.join("\n- ")}${hint}`);
  }
  return { siteUrl: siteUrl!, supabaseUrl: supabase?.url, schedulingUrl: readSchedulingUrl(env) };
}

/** Stops `vite build` (the browser bundle) before it starts when checkBuildEnv finds a problem. */
export function requireBuildEnv(): Plugin {
  return {
    name: "require-build-env",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      checkBuildEnv({ ...config.env, BUILD_WITHOUT_DATA: process.env.BUILD_WITHOUT_DATA });
    },
  };
}
