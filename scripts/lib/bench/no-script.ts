// The floor of a build: the same pages with none of their scripts, so the bench can tell what the
// browser's own work on the HTML and CSS costs from what our JavaScript adds to it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A tag's attributes, quoted values whole (a ">" or "<script>" inside quotes is not markup). */
const attributes = `(?:[^>"']|"[^"]*"|'[^']*')*`;
/**
 * The markup of a page, read left to right: comments and the elements whose content is text
 * (style, title, textarea) whole, so nothing inside them is taken for a tag; script elements with
 * their content, whatever their type (modules, JSON-LD, speculation rules); and every other tag.
 */
const markup = new RegExp(
  [
    "<!--[\\s\\S]*?-->",
    `<(style|title|textarea)(?=[\\s>/])${attributes}>[\\s\\S]*?</\\1\\s*>`,
    `(<script(?=[\\s>/])${attributes}>[\\s\\S]*?</script\\s*>)`,
    `<[a-z][^\\s/>]*${attributes}>`,
  ].join("|"),
  "gi",
);
/** A <link rel="modulepreload">: without its script, a page would still fetch the modules. */
const modulePreload = new RegExp(
  `^<link(?=\\s)${attributes}?\\srel=(?:"[^"]*\\bmodulepreload\\b[^"]*"|'[^']*\\bmodulepreload\\b[^']*'|modulepreload(?=[\\s>/]))`,
  "i",
);

/** `html` without its script elements and modulepreload links; every other byte left as it was. */
export const withoutScripts = (html: string) =>
  html.replace(markup, (tag, _text, script?: string) =>
    script !== undefined || modulePreload.test(tag) ? "" : tag,
  );

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/**
 * A copy of the build in `root` in a temporary folder, each HTML file without its scripts; the
 * rest (assets, _headers) as it was, so a static host serves it the same way. `remove()` deletes it.
 */
export function copyWithoutScripts(root: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "bench-noscript-"));
  cpSync(root, dir, { recursive: true });
  for (const file of htmlFilesUnder(dir)) {
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
