// The part of the site's stylesheet one public page uses, which the prerenderer inlines in its
// <head> in place of the whole stylesheet (the admin area's classes and every other page's among it).
// PurgeCSS keeps each rule whose selector can match the page: the classes, tags, ids and attributes
// of its HTML, and whatever the code the page can load may put in it once it runs (the phone menu's
// panel, the newsletter form's messages, the PDF viewer...): read from the sources of that code (the
// project's modules in the chunks the page can load), the class names with Tailwind's own
// extractor, the one that found the classes the stylesheet was generated for, the elements from
// their JSX or createElement. Kept rules are left byte for byte, in their order; @keyframes and
// @font-face go when no kept rule names them. Then the custom properties whose value cannot vary on
// the page are resolved (./custom-properties.ts) and the result minified by Lightning CSS for the
// browsers the build targets.
import { transform } from "lightningcss";
import { PurgeCSS, type ExtractorResultDetailed } from "purgecss";
import purgeHtml from "purgecss-from-html";
import ts from "typescript";
import { createRequire } from "node:module";
import { resolveCustomProperties } from "./custom-properties";

// Tailwind's content scanner, as its build runs it (tailwind.config.ts has no prefix, ":" separates
// variants). Tailwind 3 publishes no types for it.
const { defaultExtractor } = createRequire(import.meta.url)(
  "tailwindcss/lib/lib/defaultExtractor.js",
) as {
  defaultExtractor: (context: {
    tailwindConfig: { separator: string; prefix: string };
  }) => (content: string) => string[];
};

/** The class candidates in a text of code, as Tailwind reads its content files. */
export const classCandidates = defaultExtractor({
  tailwindConfig: { separator: ":", prefix: "" },
});

const headings = ["h1", "h2", "h3", "h4", "h5", "h6"];

/**
 * The elements a module renders: JSX's intrinsic elements, those it creates in the DOM, and the
 * headings of a level it is given (components/ui/heading.tsx's `h${level}`).
 */
const elementsOf = (source: string) => [
  ...[...source.matchAll(/<([a-z][a-z0-9-]*)[\s/>]/g)].map((match) => match[1]!),
  ...[...source.matchAll(/createElement(?:NS)?\([^)]*?["']([a-z][a-z0-9-]*)["']\)/g)].map(
    (match) => match[1]!,
  ),
  ...(source.includes("`h${") ? headings : []),
];

/** A module's code without its comments and types, its JSX kept: the words that can reach a page. */
const codeOf = (source: string) =>
  ts.transpileModule(source, {
    compilerOptions: {
      removeComments: true,
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ESNext,
    },
    fileName: "module.tsx",
  }).outputText;

/**
 * Each module's selectors by its source. The same modules feed every page of a build and of every
 * publication after it, and transpiling them was half of a publication's time.
 */
const selectorsOfSource = new Map<string, ExtractorResultDetailed>();

/**
 * What a module of the project's code may put in a page: its class candidates, its elements, and
 * its words as attributes' names and values (aria-expanded={open}, "page").
 */
export function sourceSelectors(module: string): ExtractorResultDetailed {
  const known = selectorsOfSource.get(module);
  if (known) return known;
  const source = codeOf(module);
  const candidates = classCandidates(source);
  const selectors = {
    classes: candidates,
    tags: elementsOf(source),
    ids: [],
    attributes: { names: candidates, values: candidates },
    undetermined: [],
  };
  selectorsOfSource.set(module, selectors);
  return selectors;
}

/**
 * The states the code sets in the browser, whose values are in no source as words: a boolean
 * (aria-expanded={open} is "true" only once a menu opens, aria-invalid once an address is refused,
 * aria-disabled while a form is sent, aria-current in the phone menu's panel) or a library's (Radix's
 * data-state, "open" as the phone menu's panel slides in). Their rules stay with the classes that
 * name them.
 */
const statesSetInTheBrowser = [
  "aria-expanded",
  "aria-invalid",
  "aria-disabled",
  "aria-current",
  "data-state",
];

export interface PageContent {
  /** The page's complete HTML. */
  html: string;
  /** The sources of the project's modules in every file the page can load (its entry, its islands and what they load later). */
  sources: string[];
}

/** The rules of `stylesheet` that can apply to the page or to what its code renders on it. */
export async function pageCss(stylesheet: string, { html, sources }: PageContent): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    css: [{ raw: stylesheet }],
    content: [
      { raw: html, extension: "html" },
      ...sources.map((raw) => ({ raw, extension: "tsx" })),
    ],
    extractors: [
      { extractor: purgeHtml, extensions: ["html"] },
      { extractor: sourceSelectors, extensions: ["tsx"] },
    ],
    dynamicAttributes: statesSetInTheBrowser,
    // A selector of pseudo-classes alone applies to any element: the focus ring (*:focus-visible,
    // which the minifier writes :focus-visible), which PurgeCSS would otherwise drop.
    safelist: { standard: [/^:[a-z-]+$/] },
    keyframes: true,
    fontFace: true,
    // Custom properties stay: PurgeCSS's removal of unread ones took the ring's from :focus-visible,
    // whose box-shadow reads them (the focus ring lost its offset colour).
  });
  if (!result) throw new Error("PurgeCSS returned no stylesheet");
  // A custom property the page's HTML or code names (an inline style's --reveal-delay, one the
  // code sets or reads) can take a value no rule shows: left as it is.
  const named = (property: string) =>
    html.includes(property) || sources.some((source) => source.includes(property));
  return minified(resolveCustomProperties(result.css, named));
}

/**
 * The browsers of vite.config.ts's build target (es2022), as Vite hands them to Lightning CSS for
 * the stylesheet: the page's rules are written for the same ones (`min-width` media queries, the
 * -webkit- prefixes Safari 16 needs).
 */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);
const targets = {
  chrome: version(94),
  edge: version(94),
  firefox: version(93),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};

/** `css` minified: rules with the same declarations merged, values written shortest. */
const minified = (css: string) =>
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    targets,
  }).code.toString();
