// Visitors as visit counting sees people: a browser of its own each, not marked as automated, and
// the admin's dashboard where their visits show.
import { expect, type Browser, type Page } from "@playwright/test";
import { adminPageCopy } from "../../src/content/admin/pages";
import { paths } from "../../src/content/routes";
import { storageStateOf } from "./admin";

let visitorNumber = 0;
/** A browser of its own, as a person's would be: its own User-Agent, not marked as automated. */
export async function freshVisitor(browser: Browser, options: { gpc?: boolean } = {}) {
  visitorNumber += 1;
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 visitor-${Date.now()}-${visitorNumber}`,
    extraHTTPHeaders: options.gpc ? { "Sec-GPC": "1" } : {},
  });
  await context.addInitScript((gpc) => {
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
    if (gpc)
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  }, options.gpc ?? false);
  return context;
}

export const isBeacon = (url: string) => url.includes("/rest/v1/rpc/record_visit_event");

/** The kinds of visit event the page's beacon sends from now on, in the order sent. */
export function beaconKinds(page: Page): string[] {
  const kinds: string[] = [];
  page.on("request", (request) => {
    if (isBeacon(request.url())) kinds.push((request.postDataJSON() as { kind: string }).kind);
  });
  return kinds;
}

/** Runs `action` and waits for the beacon's answer to the event it causes. */
export async function counted(page: Page, action: () => Promise<unknown>) {
  const answer = page.waitForResponse((response) => isBeacon(response.url()));
  await action();
  expect((await answer).status()).toBe(204);
}

export async function openDashboardAtAal2(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStateOf("admin") });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(paths.admin.dashboard.getHref());
  await expect(
    page.getByRole("heading", { level: 1, name: adminPageCopy.dashboard.title }),
  ).toBeVisible();
  return { context, page };
}
