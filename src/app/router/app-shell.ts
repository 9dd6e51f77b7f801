// Relative imports: vite.config.ts imports this file (scripts/dev-prerender.ts), without the "@" alias.
import { paths } from "../../content/routes.ts";

// The admin area is the one part of the site that is not prerendered: a host serves every path under
// it the app's shell, an HTML page whose script starts the router (src/main.ts, src/app/router/router-app.tsx).

/** Paths that only the router knows (the admin area) start with this. */
export const appShellPrefix = paths.admin.root.getHref();
/** The app's shell without prerendered markup, in dist/ (scripts/lib/site-build/render-site.ts writes it, noindex). */
export const appShellFile = `${appShellPrefix.slice(1)}/index.html`;

/** Whether `pathname` is the router's (the admin area), whatever markup the host served for it. */
export const isAppShellPath = (pathname: string) =>
  pathname === appShellPrefix || pathname.startsWith(`${appShellPrefix}/`);
