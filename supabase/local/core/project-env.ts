// The environment the dev and create-admin scripts see: the process environment, then .env files
// (read as Vite reads them), then .env.example's local demo values for whatever is still unset.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { repositoryRoot } from "./paths";

export const projectRoot = repositoryRoot;

function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? "").replace(/^(['"])(.*)\1$/, "$2");
  }
  return values;
}

export function envExample(): Record<string, string> {
  return parseEnvFile(readFileSync(join(projectRoot, ".env.example"), "utf8"));
}

/** Values set by the environment or a .env file, without defaults. */
export function configuredEnv(mode = "development"): Record<string, string> {
  return loadEnv(mode, projectRoot, "");
}

/**
 * The first of `names` set by the environment or .env, else the first .env.example gives: a key set
 * under its older name in .env wins over .env.example's value under the newer one.
 */
export function firstConfigured(
  names: readonly string[],
  mode = "development",
): string | undefined {
  const configured = configuredEnv(mode);
  const defaults = envExample();
  return (
    names.map((name) => configured[name]).find(Boolean) ??
    names.map((name) => defaults[name]).find(Boolean)
  );
}

/** configuredEnv with .env.example's values filling the gaps. */
export function projectEnv(mode = "development"): Record<string, string> {
  return { ...envExample(), ...configuredEnv(mode) };
}
