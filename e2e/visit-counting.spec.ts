// Visit counting in a real browser: a fresh visitor's page views reach the admin's dashboard, a
// visitor sending Global Privacy Control is not counted, and a booking posted by a stand-in for the
// scheduling widget counts one consultation. Other specs' browsers are not counted (Playwright's
// Chromium says navigator.webdriver, as automated browsers do); each visitor here is a person's
// browser of its own: its own User-Agent, webdriver false.
import { expect, test, type Page } from "@playwright/test";
import { dashboardCopy } from "../src/content/admin/dashboard";
import { paths } from "../src/content/routes";
import { schedulingWidget } from "../src/features/scheduling/widget";
import { axeViolations, serviceRole } from "./support/admin";
import { e2ePublishableKey, e2eSchedulingUrl, e2eStackUrl } from "./support/env";
import { assetOf, holdBack } from "./support/hydration";
import { publishedPage } from "./support/published";
import { saveScreenshot } from "./support/screenshots";
import {
  beaconKinds,
  counted,
  freshVisitor,
  isBeacon,
  openDashboardAtAal2,
} from "./support/visitors";

const { traffic } = dashboardCopy;

type Day = { day: string; visitors: number; page_views: number; consultations: number };

/** Today's counts as the database holds them (the service role reads every row). */
async function todayCounts(): Promise<Day> {
  const { data, error } = await serviceRole.rpc("analytics_daily_series", { days: 1 });
  if (error) throw error;
  return (data as Day[]).at(-1)!;
}

/** The event as the beacon sends it, from the page (`headers` added to the browser's own). */
function sendFromPage(page: Page) {
  return page.evaluate(
    async ({ url, key }) =>
      (
        await fetch(`${url}/rest/v1/rpc/record_visit_event`, {
          method: "POST",
          headers: {
            apikey: key,
            Authorization: `Bearer ${key}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({ kind: "page_view", path: "/about", screen: "desktop" }),
        })
      ).status,
    { url: e2eStackUrl, key: e2ePublishableKey },
  );
}

/**
 * A stand-in for the scheduling widget (the machine has no internet): widget.js puts a frame of the
 * scheduling URL in the page, and the frame, from the widget's origin, posts what Calendly posts
 * when the visitor has booked: { event: "calendly.event_scheduled", payload: ... }.
 */
async function standInWidget(page: Page) {
  await page.route(schedulingWidget.scriptSrc, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `for (const box of document.querySelectorAll(".calendly-inline-widget")) {
        const frame = document.createElement("iframe");
        frame.src = box.dataset.url;
        frame.title = "Scheduling";
        frame.style.width = "100%";
        frame.style.height = "100%";
        box.append(frame);
      }`,
    }),
  );
  await page.route(`${e2eSchedulingUrl}**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Stand-in calendar</title>
        <button onclick="parent.postMessage({ event: 'calendly.event_scheduled', payload: { event: { uri: 'https://api.calendly.com/scheduled_events/STAND-IN' } } }, '*')">Schedule Event</button>`,
    }),
  );
}

test.describe("visit counting", () => {
  test.describe.configure({ mode: "serial" });

  test(
    "a fresh visitor opens three public pages; the dashboard then shows 1 visitor and 3 page views more for today, with the chart and the top pages",
    { tag: "@desktop" },
    async ({ browser }) => {
      test.slow();
      const { header } = await publishedPage("layout");
      const before = await todayCounts();
      const visitor = await freshVisitor(browser);
      const page = await visitor.newPage();
      await counted(page, () => page.goto(paths.home));
      // A link followed inside the site: the next page is a document of its own and counts itself.
      await counted(page, () =>
        page.getByRole("banner").getByRole("link", { name: header.contact, exact: true }).click(),
      );
      await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
      await counted(page, () => page.goto(paths.fees));
      await visitor.close();

      const after = await todayCounts();
      expect([after.visitors - before.visitors, after.page_views - before.page_views]).toEqual([
        1, 3,
      ]);

      const { context, page: dashboard } = await openDashboardAtAal2(browser);
      const chart = dashboard.getByRole("table", { name: traffic.chart.tableCaption(7) });
      await expect(chart.getByRole("row").last().getByRole("cell")).toHaveText([
        String(after.visitors),
        String(after.consultations),
      ]);
      await expect(dashboard.locator('[data-chart="traffic"] canvas').first()).toBeVisible();
      const pages = dashboard.getByRole("table", { name: traffic.topPages.heading });
      for (const path of [paths.home, paths.contact, paths.fees]) {
        await expect(pages.getByRole("rowheader", { name: path, exact: true })).toBeVisible();
      }
      await context.close();
    },
  );

  test(
    "a click on /contact's phone or email link counts a contact click (the page is not hydrated)",
    { tag: "@desktop" },
    async ({ browser }) => {
      const { contact } = await publishedPage("layout");
      const visitor = await freshVisitor(browser);
      for (const channel of [contact.phone, contact.email]) {
        // Each link in a tab of its own: following a tel: or mailto: link, the browser asks whether
        // to open the application, a prompt over the tab that takes the tab's next clicks (a
        // person answers it before clicking again). It comes up as soon as the browser has asked
        // the system for the application: at once on a busy machine.
        const page = await visitor.newPage();
        // The page view's answer: the beacon is loaded.
        await counted(page, () => page.goto(paths.contact));
        const sent = page.waitForRequest((request) => isBeacon(request.url()));
        await page.getByRole("main").getByRole("link", { name: channel }).click();
        expect((await sent).postDataJSON()).toMatchObject({
          kind: "contact_click",
          path: paths.contact,
        });
      }
      await visitor.close();
    },
  );

  test(
    "a contact click before the beacon has loaded (a busy phone, not yet idle) is counted",
    { tag: "@desktop" },
    async ({ browser }) => {
      const { contact } = await publishedPage("layout");
      const visitor = await freshVisitor(browser);
      const page = await visitor.newPage();
      const release = await holdBack(page, "src/features/visit-counting/index.ts");
      const kinds = beaconKinds(page);
      await page.goto(paths.contact);
      await page.getByRole("main").getByRole("link", { name: contact.phone }).click();
      release();
      await expect.poll(() => kinds.toSorted()).toEqual(["contact_click", "page_view"]);
      await visitor.close();
    },
  );

  test(
    "a contact click after the page is drawn, before its own script has run, is counted once",
    { tag: "@desktop" },
    async ({ browser }) => {
      const { contact } = await publishedPage("layout");
      const visitor = await freshVisitor(browser);
      const page = await visitor.newPage();
      // The entry starts only once the page is drawn (scripts/entry-loader.ts): held back here, as
      // a slow network would.
      const entry = assetOf("src/main.ts");
      const release = await holdBack(page, "src/main.ts");
      const kinds = beaconKinds(page);
      const entryRequested = page.waitForRequest(
        (request) => new URL(request.url()).pathname === entry,
      );
      await page.goto(paths.contact, { waitUntil: "domcontentloaded" });
      await entryRequested;
      await page.getByRole("main").getByRole("link", { name: contact.phone }).click();
      expect(kinds).toEqual([]);
      release();
      await expect.poll(() => kinds.toSorted()).toEqual(["contact_click", "page_view"]);
      // Counted by the loader alone, not again by the entry's own listener.
      await page.waitForTimeout(500);
      expect(kinds.toSorted()).toEqual(["contact_click", "page_view"]);
      await visitor.close();
    },
  );

  test(
    "a visitor whose browser sends Global Privacy Control is not counted",
    { tag: "@desktop" },
    async ({ browser }) => {
      const before = await todayCounts();
      const visitor = await freshVisitor(browser, { gpc: true });
      const page = await visitor.newPage();
      const beacons: string[] = [];
      page.on("request", (request) => {
        if (isBeacon(request.url())) beacons.push(request.url());
      });
      // The counting module loads once the page is idle, then decides: it sends nothing.
      const module = page.waitForResponse((response) =>
        /\/visit-counting-[\w-]+\.js$/.test(response.url()),
      );
      await page.goto(paths.about);
      await module;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(beacons).toEqual([]);
      // Were the event sent anyway (by another script), the database honours the header too.
      expect(await sendFromPage(page)).toBe(204);
      expect(await todayCounts()).toEqual(before);
      await visitor.close();
    },
  );

  test(
    "a booking posted by the scheduling widget counts one consultation; the same message from elsewhere counts none",
    { tag: "@desktop" },
    async ({ browser }) => {
      const visitor = await freshVisitor(browser);
      const page = await visitor.newPage();
      await standInWidget(page);
      await counted(page, () => page.goto(paths.schedule));
      const before = await todayCounts();

      // Not from the widget's origin: ignored.
      await page.evaluate(() => postMessage({ event: "calendly.event_scheduled" }, "*"));
      const frame = page.frameLocator('iframe[title="Scheduling"]');
      const consultation = page.waitForRequest(
        (request) =>
          isBeacon(request.url()) && request.postData()?.includes('"consultation"') === true,
      );
      await counted(page, () => frame.getByRole("button", { name: "Schedule Event" }).click());
      expect((await consultation).postDataJSON()).toMatchObject({
        kind: "consultation",
        path: paths.schedule,
      });
      const after = await todayCounts();
      expect(after.consultations - before.consultations).toBe(1);
      expect(after.page_views).toBe(before.page_views);
      await visitor.close();
    },
  );

  test("the dashboard's visitor figures: axe finds nothing at either width", async ({
    browser,
  }) => {
    const { context, page } = await openDashboardAtAal2(browser);
    await expect(page.locator('[data-metric="visitors"]')).toBeVisible();
    await expect(page.getByRole("table", { name: traffic.topSources.heading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, "dashboard-visitors");
    await page.getByRole("tab", { name: traffic.periods[2].label }).click();
    await expect(page.getByRole("table", { name: traffic.chart.tableCaption(90) })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
