// A public page's inline stylesheet (scripts/lib/site-build/page-css.ts): the rules its HTML and the
// code it can load use, no other, and none of the admin area's classes (scripts/admin-code.ts).
import { readFileSync } from "node:fs";
import postcss from "postcss";
import tailwindcss from "tailwindcss";
import { describe, expect, it } from "vitest";
import { adminOnlyClasses, classesOf } from "../../scripts/admin-code";
import { pageCss } from "../../scripts/lib/site-build/page-css";
import tailwindConfig from "../../tailwind.config";

const stylesheet = [
  ":root{--used:1px;--unused:2px}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "@keyframes pulse{50%{opacity:.5}}",
  "*,:before,:after{box-sizing:border-box}",
  "ul,ol{list-style:none}",
  "table{border-collapse:collapse}",
  "h1,h2,h3{font-family:serif}",
  ".p-4{padding:1rem}",
  ".w-used{width:var(--used)}",
  ".animate-spin{animation:spin 1s linear infinite}",
  ".animate-pulse{animation:pulse 2s infinite}",
  ".hover\\:underline:hover{text-decoration-line:underline}",
  ".focus-visible\\:ring-2:focus-visible{box-shadow:0 0 0 2px}",
  "@media (min-width:768px){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
  "@media print{.print\\:hidden{display:none}}",
  "@media (prefers-reduced-motion:reduce){.motion-reduce\\:animate-none{animation:none}}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  ".aria-expanded\\:rotate-180[aria-expanded=true]{rotate:180deg}",
  ".data-\\[state\\=open\\]\\:fade-in[data-state=open]{opacity:1}",
  ".text-destructive{color:red}",
  ".admin-sidebar{width:16rem}",
].join("");

const html = `<!doctype html><html><head><title>A page</title></head><body>
<div class="p-4 w-used hover:underline focus-visible:ring-2 md:flex print:hidden [&amp;&gt;svg]:size-4"><svg></svg></div>
<button class="animate-spin motion-reduce:animate-none" aria-expanded="false"></button>
</body></html>`;

/** An island's module: what it renders only in the browser (a panel, a form's message). */
const islandSource = `
import { cn } from "@/lib/utils";
// A comment naming table and animate-pulse, which nothing renders.
export function Panel({ error }: { error?: string }) {
  return (
    <ul className={cn("aria-expanded:rotate-180", "data-[state=open]:fade-in")}>
      {error && <li className="text-destructive">{error}</li>}
    </ul>
  );
}`;

const selectorsOf = (css: string) => {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    selectors.push(rule.selector);
  });
  return selectors;
};

describe("a page's own stylesheet", () => {
  it("keeps the rules its HTML uses, with their hover, focus-visible, breakpoint, print and reduced-motion variants", async () => {
    const css = await pageCss(stylesheet, { html, sources: [] });
    expect(selectorsOf(css)).toEqual([
      "to",
      "*,:before,:after",
      ".p-4",
      ".w-used",
      ".animate-spin",
      ".hover\\:underline:hover",
      ".focus-visible\\:ring-2:focus-visible",
      ".md\\:flex",
      ".print\\:hidden",
      ".motion-reduce\\:animate-none",
      ".\\[\\&\\>svg\\]\\:size-4>svg",
    ]);
  });

  it("keeps the keyframes its rules use, and no other", async () => {
    const css = await pageCss(stylesheet, { html, sources: [] });
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain("@keyframes pulse");
  });

  it("keeps what a kept rule's custom properties give it: the focus ring's offset colour", async () => {
    const focusRing =
      ":root{--background:40 33% 99%}:focus-visible{--tw-ring-offset-color:hsl(var(--background) / 1);box-shadow:0 0 0 2px var(--tw-ring-offset-color)}";
    expect(await pageCss(focusRing, { html, sources: [] })).toBe(
      ":focus-visible{box-shadow:0 0 0 2px #fdfdfc}",
    );
  });

  it("resolves the custom properties whose value cannot vary, and keeps the theme's variables no rule reads out", async () => {
    const css = await pageCss(stylesheet, { html, sources: [] });
    expect(css).toContain(".w-used{width:1px}");
    expect(css).not.toContain("--unused");
  });

  it("keeps what the page's code renders in the browser, not the words of its comments", async () => {
    const css = await pageCss(stylesheet, { html, sources: [islandSource] });
    const selectors = selectorsOf(css);
    expect(selectors).toEqual(
      expect.arrayContaining([
        "ul",
        ".aria-expanded\\:rotate-180[aria-expanded=true]",
        ".data-\\[state\\=open\\]\\:fade-in[data-state=open]",
        ".text-destructive",
      ]),
    );
    expect(selectors).not.toContain("table");
    expect(selectors).not.toContain(".animate-pulse");
  });

  it("keeps the rules of the headings a component renders at the level it is given", async () => {
    const heading =
      "export const Heading = ({ level }) => { const Tag = `h${level}`; return <Tag />; };";
    expect(selectorsOf(await pageCss(stylesheet, { html, sources: [] }))).not.toContain("h1,h2,h3");
    expect(selectorsOf(await pageCss(stylesheet, { html, sources: [heading] }))).toContain(
      "h1,h2,h3",
    );
  });

  it("leaves out the rules of classes nothing on the page uses", async () => {
    const css = await pageCss(stylesheet, { html, sources: [islandSource] });
    expect(css).not.toContain("admin-sidebar");
    expect(css).not.toContain("md\\:grid");
  });
});

describe("the admin area's classes", () => {
  const adminOnly = adminOnlyClasses();

  it("are in the site's stylesheet, and a public page's own stylesheet holds none of them", async () => {
    const { css: whole } = await postcss([
      tailwindcss({ ...tailwindConfig, content: ["./index.html", "./src/**/*.{ts,tsx}"] }),
    ]).process(readFileSync("src/styles/index.css", "utf8"), { from: "src/styles/index.css" });
    const inWhole = [...classesOf(whole)].filter((name) => adminOnly.has(name));
    expect(inWhole.length).toBeGreaterThan(20);

    const publicHtml = `<html><body><div class="container flex p-4"></div></body></html>`;
    const page = await pageCss(whole, { html: publicHtml, sources: [] });
    expect([...classesOf(page)].filter((name) => adminOnly.has(name))).toEqual([]);
    // The same page showing an admin screen's class would carry it.
    const withAdmin = await pageCss(whole, {
      html: publicHtml.replace("p-4", `p-4 ${inWhole[0]}`),
      sources: [],
    });
    expect([...classesOf(withAdmin)].filter((name) => adminOnly.has(name))).toEqual([inWhole[0]]);
  }, 60_000);

  it("leave out a class the public pages use too", () => {
    expect(adminOnly.has("container")).toBe(false);
    expect(adminOnly.has("flex")).toBe(false);
  });
});
