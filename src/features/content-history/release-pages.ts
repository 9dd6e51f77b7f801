// How a recorded page is shown and compared: the release in force at a moment, the page made
// self-contained for a sandboxed frame (its stylesheet inlined, its pictures as data: URLs, then
// sanitised to an allow-list, a policy that loads nothing from anywhere), and its text for a
// comparison.
import { diffWords } from "diff";
import type { ArchiveRelease, ArchiveReleaseFile } from "./archive/format";
import keptAttributes from "./kept-attributes.json";

/** The release the public saw at `moment`: the newest recorded at or before it. */
export function releaseInForce<T extends Pick<ArchiveRelease, "recorded_at">>(
  releases: T[],
  moment: Date,
): T | undefined {
  return releases
    .filter((release) => Date.parse(release.recorded_at) <= moment.getTime())
    .sort((a, b) => Date.parse(b.recorded_at) - Date.parse(a.recorded_at))[0];
}

/**
 * The releases the public saw during a day (local midnight to midnight): the one in force when it
 * began, and every one recorded that day, oldest first.
 */
export function releasesDuring<T extends Pick<ArchiveRelease, "recorded_at">>(
  releases: T[],
  start: Date,
  end: Date,
): T[] {
  const atStart = releaseInForce(releases, new Date(start.getTime() - 1));
  const recorded = releases
    .filter((release) => {
      const time = Date.parse(release.recorded_at);
      return time >= start.getTime() && time < end.getTime();
    })
    .sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at));
  return atStart ? [atStart, ...recorded] : recorded;
}

/** Nothing loads from outside: styles inline, pictures from data: URLs, no script, no frame. */
export const FRAME_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'";

export interface PageAssets {
  /** By the path the page names them with. */
  get(path: string): { type?: string; dataUrl: string; text: string } | undefined;
}

/**
 * The attributes a recorded page keeps: what lays it out and what a reader or screen reader meets
 * (text, tables, forms as drawn, the icons' SVG), and `src`, which holds only the data: pictures
 * selfContainedPage inlined. No attribute that holds a place to go or to send to (a link's or an
 * image map's href, a form's action, an SVG reference, a refresh) is on it, so none survives.
 * Kept in JSON: as strings in a module, some would pass for Tailwind classes in the scan
 * scripts/tailwind-merge-subset.ts makes of the code, adding to every public page.
 */
const KEPT_ATTRIBUTES: string[] = keptAttributes;

/**
 * The page as one HTML document for an iframe's srcdoc (sandboxed, without allow-scripts): its
 * stylesheet inlined and pictures as data: URLs, then an allow-list sanitiser (DOMPurify: its HTML,
 * SVG and MathML elements, so no script, meta, base, link or frame, and the attributes above, so
 * no URL but the inlined pictures; aria-* and data-* as DOMPurify allows) keeps only what shows the
 * page, so nothing in it can lead the frame to today's site or another, or load anything; the
 * policy says the same to the browser.
 */
export async function selfContainedPage(html: string, assets: PageAssets): Promise<string> {
  // Loaded when a recorded page is first shown: no other screen needs the sanitiser.
  const { default: DOMPurify } = await import("dompurify");
  const document = new DOMParser().parseFromString(html, "text/html");
  document.querySelectorAll<HTMLLinkElement>("link[rel~='stylesheet']").forEach((link) => {
    const css = assets.get(link.getAttribute("href") ?? "");
    const style = document.createElement("style");
    style.textContent = css?.text ?? "";
    link.replaceWith(style);
  });
  document.querySelectorAll("img[src]").forEach((image) => {
    const asset = assets.get(image.getAttribute("src") ?? "");
    if (asset) image.setAttribute("src", asset.dataUrl);
    else image.removeAttribute("src");
  });
  // The whole document (its <html>, with the <head> its styles are in), sanitised.
  const page = DOMPurify.sanitize(document.documentElement.outerHTML, {
    WHOLE_DOCUMENT: true,
    RETURN_DOM: true,
    ALLOWED_ATTR: KEPT_ATTRIBUTES,
  }) as HTMLElement;
  const policy = page.ownerDocument.createElement("meta");
  policy.setAttribute("http-equiv", "Content-Security-Policy");
  policy.setAttribute("content", FRAME_POLICY);
  page.querySelector("head")!.prepend(policy);
  return `<!doctype html>\n${page.outerHTML}`;
}

/**
 * The words a visitor reads on the page, one line per block: the whole page, its header and footer
 * (the tagline, the disclaimer) as much as its main content, and the text a screen reader hears
 * (an island's props are not read: what it shows is in the HTML).
 */
export function pageText(html: string): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  document.querySelectorAll("script, style, noscript, svg").forEach((element) => element.remove());
  const root = document.body;
  root
    .querySelectorAll("p, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, div, section, br")
    .forEach((element) => element.append(document.createTextNode("\n")));
  return (root.textContent ?? "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

export interface TextChange {
  kind: "same" | "added" | "removed";
  text: string;
}

/** The page's text from one release to another, word by word. */
export function compareTexts(before: string, after: string): TextChange[] {
  return diffWords(before, after).map((part) => ({
    kind: part.added ? "added" : part.removed ? "removed" : "same",
    text: part.value,
  }));
}

/** The page paths a release holds, in its order. */
export const pagePaths = (release: Pick<ArchiveRelease, "pages">) =>
  release.pages.map((page: ArchiveReleaseFile) => page.path);

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The release's stylesheet and pictures, by path, for selfContainedPage. */
export function pageAssets(files: (ArchiveReleaseFile & { content: Uint8Array })[]): PageAssets {
  const byPath = new Map(files.map((file) => [file.path, file]));
  return {
    get(path) {
      const file = byPath.get(path);
      if (!file) return undefined;
      return {
        type: file.type,
        dataUrl: `data:${file.type ?? "application/octet-stream"};base64,${base64(file.content)}`,
        text: new TextDecoder().decode(file.content),
      };
    },
  };
}
