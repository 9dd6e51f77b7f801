// A recorded page as the archive's viewer puts it in its sandboxed frame: its stylesheet and
// pictures inlined, then only what draws the page kept, so nothing in it leads the frame elsewhere.
import { describe, expect, it } from "vitest";
import { FRAME_POLICY, selfContainedPage } from "@/features/content-history/release-pages";

const elsewhere = "https://elsewhere.example";
const assets = {
  get: (path: string) =>
    path === "/assets/site.css"
      ? { text: "h1 { color: navy; }", dataUrl: "" }
      : path === "/logo.png"
        ? { type: "image/png", dataUrl: "data:image/png;base64,iVBORw0KGgo=", text: "" }
        : undefined,
};

const hostile = `<!doctype html><html lang="en"><head>
<meta http-equiv="refresh" content="0;url=${elsewhere}/refresh">
<base href="${elsewhere}/base/">
<link rel="stylesheet" href="/assets/site.css"><link rel="modulepreload" href="/assets/app.js">
<script>parent.location = "${elsewhere}/script"</script>
</head><body>
<h1 class="title" aria-label="Fees">Fees</h1>
<img src="/logo.png" alt="Logo" usemap="#m" width="100" height="20">
<img src="${elsewhere}/tracker.png" alt="Tracker" srcset="${elsewhere}/a.png 2x">
<map name="m"><area shape="rect" coords="0,0,100,20" href="${elsewhere}/area"></map>
<form action="${elsewhere}/form"><button formaction="${elsewhere}/button">Send</button></form>
<svg xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"><a xlink:href="${elsewhere}/svg" href="${elsewhere}/svg2"><path d="M0 0h24v24H0z" fill="navy"/></a></svg>
<a href="/about" ping="${elsewhere}/ping">About</a>
<iframe src="${elsewhere}/frame"></iframe><object data="${elsewhere}/object"></object>
<p onclick="alert(1)" style="color: navy">Text</p>
</body></html>`;

describe("selfContainedPage", () => {
  it("keeps no way to another page or site, nor any script, from a page written to leave the frame", async () => {
    const page = await selfContainedPage(hostile, assets);
    expect(page).not.toContain("elsewhere.example");
    expect(page).not.toMatch(
      /href=|action=|<base|http-equiv="refresh"|<script|onclick|<iframe|<object/i,
    );
  });

  it("keeps what draws the page: its text, styles, inlined pictures, the icons' SVG, and the frame's policy", async () => {
    const page = await selfContainedPage(hostile, assets);
    const document = new DOMParser().parseFromString(page, "text/html");
    expect(document.documentElement.lang).toBe("en");
    expect(
      document.head
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute("content"),
    ).toBe(FRAME_POLICY);
    expect([...document.querySelectorAll("style")].map((style) => style.textContent)).toContain(
      "h1 { color: navy; }",
    );
    const heading = document.querySelector("h1")!;
    expect([heading.className, heading.getAttribute("aria-label"), heading.textContent]).toEqual([
      "title",
      "Fees",
      "Fees",
    ]);
    expect(document.querySelector('img[alt="Logo"]')?.getAttribute("src")).toBe(
      "data:image/png;base64,iVBORw0KGgo=",
    );
    expect(document.querySelector('img[alt="Tracker"]')?.hasAttribute("src")).toBe(false);
    expect(document.querySelector("path")?.getAttribute("d")).toBe("M0 0h24v24H0z");
    expect(document.querySelector("svg")?.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(document.querySelector("p")?.getAttribute("style")).toBe("color: navy");
  });
});
