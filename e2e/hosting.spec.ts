// The production build served with the headers of its dist/_headers (scripts/static-host.ts applies
// them, as Netlify or Cloudflare Pages would): every public page loads, reads its speculation rules
// and starts its entry after its first paint (two inline scripts, allowed by their hashes) and
// hydrates its islands under the site's Content-Security-Policy without a single violation.
import { expect, test, type Page } from "@playwright/test";
import { loginCopy } from "../src/content/admin/login";
import { paths, publicPaths } from "../src/content/routes";
import { everyIslandHydrated, hydrated } from "./support/hydration";
import { publishedPage } from "./support/published";
import { watchSiteRequests } from "./support/site-requests";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects CSP violations as the page reports them, from the first script on. */
async function watchForViolations(page: Page) {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())
    ) {
      fromConsole.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window.cspViolations ??= []).push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  // The machine has no internet: the widget's script is answered locally, still from its origin.
  await page.route("https://assets.calendly.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  return async () => [...fromConsole, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

/** Every island hydrated, the page scrolled through, the site's requests done. */
async function loadedCompletely(page: Page, requests: ReturnType<typeof watchSiteRequests>) {
  await everyIslandHydrated(page);
  await requests.idle();
}

test.describe("served with the build's headers", () => {
  for (const path of [...publicPaths, "/no-such-page"]) {
    test(`${path} loads with no Content-Security-Policy violation`, async ({ page }) => {
      const violations = await watchForViolations(page);
      const requests = watchSiteRequests(page);
      const response = await page.goto(path);
      expect(response!.headers()["content-security-policy"]).toContain("default-src 'self'");
      await loadedCompletely(page, requests);
      expect(await violations()).toEqual([]);
    });
  }

  test(
    "the phone menu and the first link followed run under the policy too",
    { tag: "@phone" },
    async ({ page }) => {
      const { header } = await publishedPage("layout");
      const violations = await watchForViolations(page);
      const requests = watchSiteRequests(page);
      await page.goto(paths.home);
      await loadedCompletely(page, requests);
      await page.getByRole("button", { name: header.menu, exact: true }).click();
      await page
        .getByRole("dialog")
        .getByRole("link", { name: header.resources, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${paths.resources}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await requests.idle();
      expect(await violations()).toEqual([]);
    },
  );

  test("the admin area's shell is not cached and its sign-in page runs under the policy", async ({
    page,
  }) => {
    const violations = await watchForViolations(page);
    const response = await page.goto(paths.admin.login.getHref());
    expect(response!.status()).toBe(200);
    expect(response!.headers()["cache-control"]).toBe("no-cache");
    expect(response!.headers()["content-security-policy"]).toContain("default-src 'self'");
    await expect(page.getByLabel(loginCopy.emailLabel)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  test("pages, assets and the security headers", { tag: "@desktop" }, async ({ page, request }) => {
    const response = await request.get(paths.fees);
    const headers = response.headers();
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-content-type-options"]).toBe("nosniff");

    await page.goto(paths.fees);
    const entry = await page.locator("script[data-entry]").getAttribute("data-entry");
    const asset = await request.get(entry!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-security-policy"]).toContain("default-src 'self'");

    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
  });

  test(
    "a page is painted before its entry script is requested",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(paths.home);
      await hydrated(page);
      const { paint, entryRequested } = await page.evaluate(() => {
        const entry = document.querySelector("script[data-entry]")!.getAttribute("data-entry");
        const request = performance
          .getEntriesByType("resource")
          .find((resource) => new URL(resource.name).pathname === entry);
        return {
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
          entryRequested: request?.startTime,
        };
      });
      expect(paint).toBeGreaterThan(0);
      expect(entryRequested).toBeGreaterThan(paint!);
    },
  );

  test("no other site may frame a page", { tag: "@desktop" }, async ({ page, baseURL }) => {
    const answered = page.waitForResponse((response) => response.url().endsWith(paths.about));
    await page.setContent(`<iframe src="${baseURL}${paths.about}" title="framed"></iframe>`);
    expect((await answered).status()).toBe(200);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    await frame.waitForLoadState();
    // The browser shows its own blocked-frame page instead of ours.
    expect(await frame.locator("#root").count()).toBe(0);
  });
});
