// The paired bench's own logic (scripts/lib/bench/): the copy of a build without scripts that it
// measures as the floor, the A B B A order of its runs, and the median of the pairs' differences.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import type { Figures } from "../../scripts/lib/bench/lighthouse-run";
import { Retries } from "../../scripts/lib/bench/lighthouse-run";
import { copyWithoutScripts, withoutScripts } from "../../scripts/lib/bench/no-script";
import { measurePairs } from "../../scripts/lib/bench/paired-run";
import { abbaOrder } from "../../scripts/lib/bench/pairs";
import { median, pairedDifferences } from "../../scripts/lib/bench/stats";
import { entryLoaderScript } from "../../scripts/entry-loader";
import { speculationRulesScript } from "../../scripts/speculation-rules";

/**
 * A built page's shape: what Vite, scripts/page-head.ts and scripts/entry-loader.ts write, and text
 * that only looks like script.
 */
const page = [
  "<!doctype html>",
  '<html lang="en">',
  "  <head>",
  '    <meta charset="UTF-8" />',
  "    <title>Why <script> tags wait</title>",
  '    <!-- <script src="/old.js"></script> -->',
  '    <meta name="description" content="Fees > 1% explained; <script> is a word here" />',
  '    <script type="application/ld+json">{"@type":"FinancialService","name":"Firm"}</script>',
  `    ${speculationRulesScript}`,
  `    ${entryLoaderScript("/assets/index-abc.js")}`,
  '    <link rel="modulepreload" crossorigin href="/assets/react-def.js">',
  "    <link rel='modulepreload' href='/assets/island-ghi.js' />",
  '    <link rel="preload" as="font" href="/assets/font.woff2" crossorigin>',
  "    <style>.hero{color:red}</style>",
  "  </head>",
  "  <body>",
  '    <main><h1 class="hero">Advice</h1><p>Read about our <code>&lt;script&gt;</code> policy.</p></main>',
  "    <noscript><p>Works without JavaScript.</p></noscript>",
  "    <SCRIPT>window.x = '</div>';</SCRIPT >",
  "  </body>",
  "</html>",
  "",
].join("\n");

describe("a page without its scripts", () => {
  const stripped = withoutScripts(page);

  it("has no script element and no modulepreload link left", () => {
    const { document } = new JSDOM(stripped).window;
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(document.querySelectorAll('link[rel~="modulepreload"]')).toHaveLength(0);
    // The fixture did have them, in every form the build writes.
    const before = new JSDOM(page).window.document;
    expect(before.querySelectorAll("script")).toHaveLength(4);
    expect(before.querySelectorAll('link[rel~="modulepreload"]')).toHaveLength(2);
  });

  it("keeps every other byte as it was", () => {
    expect(stripped).toBe(
      [
        "<!doctype html>",
        '<html lang="en">',
        "  <head>",
        '    <meta charset="UTF-8" />',
        "    <title>Why <script> tags wait</title>",
        '    <!-- <script src="/old.js"></script> -->',
        '    <meta name="description" content="Fees > 1% explained; <script> is a word here" />',
        "    ",
        "    ",
        "    ",
        "    ",
        "    ",
        '    <link rel="preload" as="font" href="/assets/font.woff2" crossorigin>',
        "    <style>.hero{color:red}</style>",
        "  </head>",
        "  <body>",
        '    <main><h1 class="hero">Advice</h1><p>Read about our <code>&lt;script&gt;</code> policy.</p></main>',
        "    <noscript><p>Works without JavaScript.</p></noscript>",
        "    ",
        "  </body>",
        "</html>",
        "",
      ].join("\n"),
    );
  });
});

describe("the copy of a build without scripts", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("strips every HTML file, nested ones too, and copies the rest byte for byte", () => {
    const dist = mkdtempSync(join(tmpdir(), "bench-dist-"));
    folders.push(dist);
    mkdirSync(join(dist, "about"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), page);
    writeFileSync(join(dist, "about", "index.html"), page);
    writeFileSync(join(dist, "assets", "index-abc.js"), "document.body.dataset.ready = '1';");
    writeFileSync(join(dist, "_headers"), "/*\n  X-Frame-Options: SAMEORIGIN\n");

    const copy = copyWithoutScripts(dist);
    folders.push(copy.dir);
    const read = (root: string, file: string) => readFileSync(join(root, file), "utf8");
    expect(read(copy.dir, "index.html")).toBe(withoutScripts(page));
    expect(read(copy.dir, "about/index.html")).toBe(withoutScripts(page));
    expect(read(copy.dir, "assets/index-abc.js")).toBe(read(dist, "assets/index-abc.js"));
    expect(read(copy.dir, "_headers")).toBe(read(dist, "_headers"));
    expect(read(dist, "index.html")).toBe(page);

    copy.remove();
    expect(() => read(copy.dir, "index.html")).toThrow(/ENOENT/);
  });
});

describe("the order of the pairs", () => {
  it("alternates which side runs first: A B, B A, A B, ...", () => {
    expect(abbaOrder(4).flat().join(" ")).toBe("A B B A A B B A");
    expect(abbaOrder(3).flat().join(" ")).toBe("A B B A A B");
    expect(abbaOrder(0)).toEqual([]);
  });

  it("runs them in that order and pairs each A with its own B", async () => {
    const calls: string[] = [];
    const tbtByOrigin: Record<string, number> = { "http://a.test": 300, "http://b.test": 100 };
    const entry = await measurePairs({
      route: "/about",
      preset: "mobile",
      pairs: 3,
      origins: { A: "http://a.test", B: "http://b.test" },
      measure: async (url, _preset, label) => {
        calls.push(label);
        const origin = new URL(url).origin;
        return figures({ tbt: tbtByOrigin[origin]! + calls.length });
      },
      retries: new Retries(0),
    });
    expect(calls).toEqual(["A-1", "B-1", "B-2", "A-2", "A-3", "B-3"]);
    expect(entry.pairs.map((pair) => [pair.a.tbt, pair.b.tbt])).toEqual([
      [301, 102],
      [304, 103],
      [305, 106],
    ]);
  });

  it("drops a pair whose second run cannot be recorded, and stops the route there", async () => {
    let count = 0;
    const entry = await measurePairs({
      route: "/",
      preset: "mobile",
      pairs: 3,
      origins: { A: "http://a.test", B: "http://b.test" },
      measure: async () => {
        count += 1;
        if (count === 4) throw new Error("NO_NAVSTART");
        return figures({ tbt: count });
      },
      retries: new Retries(0),
    });
    expect(entry.pairs).toHaveLength(1);
    expect(count).toBe(4);
  });
});

describe("the median of paired differences", () => {
  it("is the median of each pair's A minus B, not the difference of the medians", () => {
    const a = [300, 120, 250];
    const b = [100, 110, 40];
    expect(pairedDifferences(a, b)).toEqual([200, 10, 210]);
    expect(median(pairedDifferences(a, b))).toBe(200);
    expect(median(a) - median(b)).toBe(150);
    expect(median(pairedDifferences([10, 20, 30, 40], [0, 0, 0, 0]))).toBe(25);
  });

  it("refuses runs that are not pairs", () => {
    expect(() => pairedDifferences([1, 2], [1])).toThrow(/not pairs/);
  });
});

function figures(overrides: Partial<Figures>): Figures {
  return {
    score: 100,
    benchmarkIndex: 1500,
    fcp: 800,
    lcp: 1000,
    tbt: 0,
    cls: 0,
    si: 900,
    jsKb: 0,
    outside: 0,
    ...overrides,
  };
}
