import { expect, type Page, type Request } from "@playwright/test";

/** The site's own requests: its origin, the stack, blob: URLs; not the browser's chrome:// ones. */
const isSiteRequest = (request: Request) => /^(https?|blob):/.test(request.url());

/**
 * Watches the site's requests from now on (call it before page.goto). Playwright's "networkidle"
 * also waits for the browser's own PDF viewer, which loads dozens of chrome:// resources for /crs's
 * Form CRS and on a busy machine sometimes never reports one of them finished; the site's own
 * requests are what "loaded" means here.
 */
export function watchSiteRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on("request", (request) => {
    if (!isSiteRequest(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return {
    /** Resolves once none of the site's requests has been in flight for half a second. */
    async idle() {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, {
          timeout: 30_000,
          intervals: [100],
        })
        .toBe(true);
    },
  };
}
