// `npm run bench:nav`: how long a visitor waits between following a link to the next public page and
// seeing it, on the production build served as a static host would (scripts/static-host.ts), in the
// machine's Chromium started without test-tool flags (the back/forward cache and paint holding on, as
// in a visitor's browser). Measures builds of any commit, so the single-page app's router (commit
// fa5e7c9 and before) and plain documents prerendered by speculation rules (after) compare:
//
//   npm run bench:nav                           the dist/ there (build it first)
//   npm run bench:nav -- --dist ../old/dist     another build
//   npm run bench:nav -- --rounds 5
//
// Each round opens the home page anew and follows three links in the pages' main content: home to
// /process, /process to /fees, /fees to /schedule. On a desktop the pointer rests on the link for
// 300 ms first (a person aiming); on a phone a finger touches it for 100 ms (no hover). The time is
// from the press to the first paint of the next page: its document's first contentful paint, or, for
// the router, the next frame after the page's heading changed. Loopback network, CPU not throttled.
//
// Chromium never prerenders here: it refuses to prerender for a page that a DevTools client attached
// to directly, as Playwright does (Preload.prerenderStatusUpdated says PrerenderingDisabledByDevTools;
// content/browser/devtools/devtools_instrumentation.cc, IsPrerenderAllowed, refuses sessions without
// tab-target support). The rules' prefetch does run, so a followed link is served from it
// ("prefetched": deliveryType navigational-prefetch). docs/architecture.md, "Moving between pages".
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { loadavg } from "node:os";
import { chromiumArgs, findChromium } from "./lib/chromium";
import { paths } from "../src/content/routes";
import { startStaticHost } from "./static-host";

const { values: options } = parseArgs({
  options: {
    dist: { type: "string", default: "dist" },
    rounds: { type: "string", default: "5" },
  },
});
const rounds = Number(options.rounds);
const hops = [
  [paths.home, paths.process],
  [paths.process, paths.fees],
  [paths.fees, paths.schedule],
] as const;
type Device = "desktop" | "phone";

const host = await startStaticHost({ root: options.dist });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

/**
 * Keeps, as window.headingShown, a promise of the epoch time at which the page shows its next
 * heading, for a router's navigation. (No named functions inside: tsx would wrap them in a helper
 * the page does not have.)
 */
const watchHeading = (page: Page) =>
  page.evaluate(() => {
    const before = document.querySelector("h1")?.textContent;
    (window as unknown as { headingShown: Promise<number> }).headingShown = new Promise<number>(
      (resolve) => {
        new MutationObserver((_records, observer) => {
          if (document.querySelector("h1")?.textContent === before) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => resolve(performance.timeOrigin + performance.now())),
          );
        }).observe(document.documentElement, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      },
    );
  });

/**
 * The epoch time of the current document's first contentful paint, whether it was prerendered, and
 * whether its response came from the speculation rules' prefetch (deliveryType).
 */
const documentShown = (page: Page) =>
  page.evaluate(async () => {
    const paint = await new Promise<PerformanceEntry>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName("first-contentful-paint")[0];
        if (!entry) return;
        observer.disconnect();
        resolve(entry);
      }).observe({ type: "paint", buffered: true });
    });
    const navigation = performance.getEntriesByType(
      "navigation",
    )[0] as PerformanceNavigationTiming & {
      activationStart?: number;
      deliveryType?: string;
    };
    return {
      at: performance.timeOrigin + paint.startTime,
      prerendered: (navigation.activationStart ?? 0) > 0,
      prefetched: navigation.deliveryType === "navigational-prefetch",
    };
  });

async function press(page: Page, device: Device, href: string) {
  const link = page.locator(`main a[href="${href}"]`).first();
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (device === "desktop") {
    await page.mouse.move(x, y);
    await page.waitForTimeout(300);
    const pressedAt = Date.now();
    await page.mouse.down();
    await page.mouse.up();
    return pressedAt;
  }
  const touch = await page.context().newCDPSession(page);
  const pressedAt = Date.now();
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await page.waitForTimeout(100);
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  return pressedAt;
}

type Sample = {
  device: Device;
  hop: string;
  ms: number;
  prerendered: boolean;
  prefetched: boolean;
};
const samples: Sample[] = [];
try {
  for (const device of ["desktop", "phone"] as Device[]) {
    const context = await browser.newContext(
      device === "desktop"
        ? { viewport: { width: 1280, height: 800 } }
        : { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    );
    for (let round = 0; round < rounds; round += 1) {
      const page = await context.newPage();
      await page.goto(new URL(paths.home, host.url).href);
      await page.waitForLoadState("networkidle");
      for (const [from, to] of hops) {
        await page.waitForTimeout(500);
        await watchHeading(page);
        const pressedAt = await press(page, device, to);
        await page.waitForURL((url) => url.pathname === to);
        const sameDocument = await page.evaluate(() => "headingShown" in window).catch(() => false);
        const shown = sameDocument
          ? {
              at: await page.evaluate(
                () => (window as unknown as { headingShown: Promise<number> }).headingShown,
              ),
              prerendered: false,
              prefetched: false,
            }
          : await documentShown(page);
        samples.push({
          device,
          hop: `${from} to ${to}`,
          ms: shown.at - pressedAt,
          prerendered: shown.prerendered,
          prefetched: shown.prefetched,
        });
        await page.waitForLoadState("networkidle");
      }
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await chrome.kill();
  await host.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `\n\`npm run bench:nav -- ${process.argv.slice(2).join(" ")}\`: ${rounds} rounds, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(", ")} at the end`,
);
console.log(
  "| device | link followed | press to next page shown: median (min to max) | prerendered | prefetched |",
);
console.log("| --- | --- | --- | --- | --- |");
for (const device of ["desktop", "phone"] as Device[])
  for (const [from, to] of hops) {
    const hop = `${from} to ${to}`;
    const mine = samples.filter((sample) => sample.device === device && sample.hop === hop);
    const values = mine.map((sample) => sample.ms);
    console.log(
      `| ${device} | ${hop} | ${ms(median(values))} (${ms(Math.min(...values))} to ${ms(Math.max(...values))}) | ${mine.filter((sample) => sample.prerendered).length} of ${mine.length} | ${mine.filter((sample) => sample.prefetched).length} of ${mine.length} |`,
    );
  }
