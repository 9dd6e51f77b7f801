// The browser's configuration, read from Vite's import.meta.env and validated where it is used, so a
// page that needs no backend never fails for want of one. Everything here ships to every visitor:
// never put a secret in a VITE_ variable.

type EnvSource = Readonly<Record<string, unknown>>;

const setupHint =
  "Copy .env.example to .env for the local stack, or set it to your Supabase project's value, then restart Vite.";

function readVariable(env: EnvSource, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

export interface SupabaseEnv {
  url: string;
  /** The publishable key (sb_publishable_...), or a legacy anon JWT key. */
  key: string;
}

/** The Supabase project the data features talk to. Throws, naming the variable, when it is missing or malformed. */
export function readSupabaseEnv(env: EnvSource = import.meta.env): SupabaseEnv {
  const url = readVariable(env, "VITE_SUPABASE_URL");
  const key =
    readVariable(env, "VITE_SUPABASE_PUBLISHABLE_KEY") ??
    readVariable(env, "VITE_SUPABASE_ANON_KEY");
  if (!url) throw new Error(`Missing environment variable VITE_SUPABASE_URL. ${setupHint}`);
  if (!isHttpUrl(url)) {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got "${url}". ${setupHint}`);
  }
  if (!key) {
    throw new Error(
      `Missing environment variable VITE_SUPABASE_PUBLISHABLE_KEY (or the legacy VITE_SUPABASE_ANON_KEY). ${setupHint}`,
    );
  }
  return { url, key };
}

/**
 * The booking link of the external scheduling widget (optional). Undefined when it is not set or is
 * not an https URL; /schedule then offers the phone and email instead of a calendar.
 */
export function readSchedulingUrl(env: EnvSource = import.meta.env): string | undefined {
  const url = readVariable(env, "VITE_SCHEDULING_URL");
  return url && url.startsWith("https://") && isHttpUrl(url) ? url : undefined;
}

/**
 * The site's public origin (VITE_SITE_URL), for canonical URLs, the sitemap and structured data.
 * Throws, naming the variable, when it is missing or not an http(s) origin.
 */
export function readSiteUrl(env: EnvSource = import.meta.env): string {
  const url = readVariable(env, "VITE_SITE_URL");
  if (!url) {
    throw new Error(
      "Missing environment variable VITE_SITE_URL: the site's public address, e.g. https://www.example.com (used for canonical URLs and the sitemap).",
    );
  }
  if (!isHttpUrl(url)) throw new Error(`VITE_SITE_URL must be an http(s) URL, got "${url}".`);
  return new URL(url).origin;
}
