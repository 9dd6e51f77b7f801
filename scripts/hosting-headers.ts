// The response headers a static host sends with dist/: written by the build as dist/_headers (the
// format Netlify and Cloudflare Pages read; docs/deploying.md maps it to Vercel and nginx), and applied by
// scripts/static-host.ts, which the browser tests and the benchmark are served by.
import { entryLoaderSource } from "./entry-loader";
import { speculationRulesSource } from "./speculation-rules";

/** One block of a _headers file: a path pattern (`*` matches any run of characters) and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

export interface HostingOrigins {
  /** The Supabase project's API URL; undefined for a build without data (see vite.config.ts). */
  supabaseUrl: string | undefined;
  /** The scheduling widget's booking link (VITE_SCHEDULING_URL); undefined when not set. */
  schedulingUrl: string | undefined;
  /** Where the widget's script comes from (src/features/scheduling/widget.ts). */
  schedulingScriptSrc: string;
}

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);
const sources = (...values: Array<string | undefined>) =>
  [...new Set(values.filter((value): value is string => value !== undefined))].join(" ");

/**
 * Only this site, the Supabase project (data, storage downloads and thumbnails) and the scheduling
 * widget (its script and the booking iframe) may be reached; frames show the widget or the site's own
 * PDF; only the site itself may frame its pages and files. The pages' two inline scripts, their speculation
 * rules and the loader of their entry (scripts/entry-loader.ts), are allowed by their hashes.
 */
export function contentSecurityPolicy({
  supabaseUrl,
  schedulingUrl,
  schedulingScriptSrc,
}: HostingOrigins): string {
  const supabase = originOf(supabaseUrl);
  const widgetScript = schedulingUrl ? originOf(schedulingScriptSrc) : undefined;
  const widgetFrame = originOf(schedulingUrl);
  const directives: Array<[string, string]> = [
    ["default-src", "'self'"],
    ["script-src", sources("'self'", speculationRulesSource, entryLoaderSource, widgetScript)],
    // Inline styles: React renders style attributes (the reveals' delays), the pages inline their stylesheet and Radix and sonner add
    // <style> elements with values computed in the browser. Styles cannot run code; scripts stay
    // strictly this site's, its two inline scripts' and the widget's.
    ["style-src", sources("'self'", "'unsafe-inline'", widgetScript)],
    // blob: a picture the admin has just chosen, shown before it is uploaded (a logo, a thumbnail).
    ["img-src", sources("'self'", "data:", "blob:", supabase)],
    ["font-src", "'self'"],
    ["connect-src", sources("'self'", supabase)],
    // 'self': the Form CRS PDF /crs shows in the page, which the build keeps beside it.
    ["frame-src", sources("'self'", widgetFrame)],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    // 'self': /crs frames the Form CRS PDF served beside it; no other site may frame any of it.
    ["frame-ancestors", "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Headers of every response: the security policy and the browser features the site does not use. */
export function securityHeaders(origins: HostingOrigins): Array<[string, string]> {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(origins)],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    ],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
}

export const immutableAssets = "public, max-age=31536000, immutable";
export const revalidateEveryTime = "no-cache";

/**
 * The rules of dist/_headers. `htmlPaths` are the URL paths that answer with an HTML document (each
 * prerendered page, with and without its trailing slash and index.html). They get their own
 * Cache-Control because hosts join the values of a header set by several matching rules.
 */
export function hostingRules(origins: HostingOrigins, htmlPaths: readonly string[]): HeaderRule[] {
  return [
    { pattern: "/*", headers: securityHeaders(origins) },
    { pattern: "/assets/*", headers: [["Cache-Control", immutableAssets]] },
    ...htmlPaths.map((pattern) => ({
      pattern,
      headers: [["Cache-Control", revalidateEveryTime]] as Array<[string, string]>,
    })),
  ];
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) =>
      [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n")
    .concat("\n");
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    const current = rules.at(-1);
    if (!current || separator < 0) throw new Error(`_headers: cannot read the line "${line}"`);
    current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
const matches = (pattern: string, pathname: string) =>
  new RegExp(`^${escapeRegExp(pattern).replaceAll("*", ".*")}$`).test(pathname);

/** The headers a host sends for `pathname`: every matching rule's, a repeated name's values joined. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers)
      result[name] = result[name] ? `${result[name]}, ${value}` : value;
  }
  return result;
}
