// `npm run compare:pages -- --before <dist> --after <dist>`: whether a change to the pages' markup
// or styles changed what a visitor sees. Serves both builds as a static host would, takes a
// full-page screenshot of each public page at 375 and 1280 px in the machine's Chromium (reduced
// motion, no request leaving the host; every section drawn, those of `content-visibility: auto`
// included), and prints per page and width the pixels whose colour
// differs (RGB distance over 30, so antialiasing noise is not counted), the height of each
// screenshot when it changed, and where the differences are: 40 px bands of rows with their count.
// With --out <dir>, both screenshots of each page that differs are kept there to look at.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { PNG } from "pngjs";
import { publicPaths } from "../src/content/routes";
import { chromiumArgs, findChromium } from "./lib/chromium";
import { startStaticHost } from "./static-host";

const { values: options } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string", default: "dist" },
    out: { type: "string" },
  },
});
if (!options.before) throw new Error("--before <dist> is required (the build to compare against)");

const widths = [375, 1280] as const;
const band = 40;
/** The island of the header's menu each width shows (src/components/layout/site-header.tsx). */
const headerMenu = { 375: "mobile-menu", 1280: "desktop-nav" } as const;

/** The pixels of `a` and `b` whose RGB distance is over 30, counted per band of rows. */
function differences(a: PNG, b: PNG): { total: number; bands: Map<number, number> } {
  const bands = new Map<number, number>();
  let total = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    const distance =
      Math.abs(a.data[index]! - b.data[index]!) +
      Math.abs(a.data[index + 1]! - b.data[index + 1]!) +
      Math.abs(a.data[index + 2]! - b.data[index + 2]!);
    if (distance <= 30) continue;
    total += 1;
    const row = Math.floor(index / 4 / a.width);
    const start = row - (row % band);
    bands.set(start, (bands.get(start) ?? 0) + 1);
  }
  return { total, bands };
}

const hosts = await Promise.all(
  [options.before, options.after].map((root) => startStaticHost({ root, port: 0 })),
);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
let changed = 0;
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    // Only the two hosts: no stack, no scheduling widget, no beacon answered.
    const origins = new Set(hosts.map((host) => new URL(host.url).origin));
    await page.route(
      (url) => !origins.has(url.origin),
      (route) => route.abort(),
    );
    for (const path of publicPaths) {
      const shots: Buffer[] = [];
      for (const host of hosts) {
        // Idle: the header's islands have run (on a preview host like this one, the Admin link shows).
        await page.goto(new URL(path, host.url).href, { waitUntil: "networkidle" });
        // The header's menu of the width started (it adds the Admin link): network idle can come first.
        await page.waitForSelector(`[data-island="${headerMenu[width]}"][data-hydrated]`, {
          state: "attached",
        });
        await page.evaluate(() => document.fonts.ready);
        // Every section drawn: one with `content-visibility: auto` away from the viewport is
        // skipped, blank at its placeholder's height in a full-page screenshot, whatever it holds.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        shots.push(await page.screenshot({ fullPage: true }));
      }
      const [a, b] = [PNG.sync.read(shots[0]!), PNG.sync.read(shots[1]!)];
      const name = `${width}${path === "/" ? "/home" : path}`;
      if (a.width !== b.width || a.height !== b.height) {
        console.log(`${name}: the page's height changed, ${a.height} → ${b.height} px`);
      } else {
        const { total, bands } = differences(a, b);
        const where = [...bands].map(([row, count]) => `${row}–${row + band}: ${count}`);
        console.log(`${name}: ${total} pixels differ${total ? ` (rows ${where.join(", ")})` : ""}`);
        if (total === 0) continue;
      }
      changed += 1;
      if (options.out) {
        mkdirSync(options.out, { recursive: true });
        const file = name.replaceAll("/", "_");
        writeFileSync(join(options.out, `${file}-before.png`), shots[0]!);
        writeFileSync(join(options.out, `${file}-after.png`), shots[1]!);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await Promise.all(hosts.map((host) => host.close()));
}
console.log(`${changed} of ${widths.length * publicPaths.length} screenshots differ`);
