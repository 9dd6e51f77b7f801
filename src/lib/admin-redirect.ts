import { paths } from "@/content/routes";

// Any origin works as the base: a target that resolves to another origin is refused anyway.
const BASE = "http://admin.invalid";

/**
 * Where to go after signing in: `redirectTo` (from the login page's query string) when it is a page
 * of the admin area on this site, else the dashboard. Refused: other origins (`https://evil.example`,
 * `//evil.example`, `/\evil.example`), paths outside /admin (`/admin/../about` resolves to /about),
 * look-alikes (`/administrator`) and the login page itself. The result is the normalized path with
 * its query and hash.
 */
export function adminRedirectTarget(redirectTo: string | null | undefined): string {
  const fallback = paths.admin.dashboard.getHref();
  if (!redirectTo || !redirectTo.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(redirectTo, BASE);
  } catch {
    return fallback;
  }
  const root = paths.admin.root.getHref();
  const inAdmin = url.pathname === root || url.pathname.startsWith(`${root}/`);
  const isLogin = url.pathname.replace(/\/$/, "") === paths.admin.login.getHref();
  if (url.origin !== BASE || !inAdmin || isLogin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
