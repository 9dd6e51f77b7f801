// Screenshots of pages at phone (375 px) and desktop (1280 px) widths, for looking at what we build.
// Usage: npx tsx scripts/screenshots.ts [baseUrl] [path ...]   (defaults: http://localhost:5173, every public route)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { publicPaths } from "../src/content/routes";
import { chromiumArgs, findChromium } from "./lib/chromium";

const [baseUrl = "http://localhost:5173", ...requested] = process.argv.slice(2);
const routes = requested.length > 0 ? requested : publicPaths;
const outDir = process.env.SCREENSHOT_DIR ?? "/tmp/shots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: chromiumArgs,
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 } });
  for (const route of routes) {
    await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
    // Scroll through so scroll-revealed sections are in their final state.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        // "instant": the site sets scroll-behavior: smooth, which would cut these jumps short.
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((r) => setTimeout(r, 80));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.waitForTimeout(900);
    // A full-page capture paints beyond the viewport, where content-visibility: auto skips painting.
    await page.addStyleTag({
      content: ".content-auto { content-visibility: visible !important; }",
    });
    const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
