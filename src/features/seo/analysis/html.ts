// The release's HTML and XML read with htmlparser2 into a tree of plain objects: parsed, never
// rendered, so nothing in a page runs.
import type { ChildNode, Document, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { getAttributeValue, getElementsByTagName, textContent } from "domutils";
import { parseDocument } from "htmlparser2";

export type { Document, Element };

export const parseHtml = (html: string): Document => parseDocument(html);

export const parseXml = (xml: string): Document => parseDocument(xml, { xmlMode: true });

export const elements = (
  root: Document | Element,
  tag: string | ((name: string) => boolean),
): Element[] => getElementsByTagName(tag, root, true);

export const attribute = (element: Element, name: string): string | undefined =>
  getAttributeValue(element, name);

/** The text a reader meets: no script, style, template or SVG source, nothing hidden. */
const silent = new Set(["script", "style", "noscript", "template", "svg"]);

export function visibleText(node: ChildNode | Document): string {
  if (isText(node)) return node.data;
  // A hidden element (/schedule's fallback for a widget that cannot load) shows only if the page's
  // code shows it.
  if (isTag(node) && (silent.has(node.name) || "hidden" in node.attribs)) return "";
  if ("children" in node)
    return node.children.map((child) => visibleText(child)).join(isTag(node) ? " " : "");
  return "";
}

/** An element's text, spaces collapsed. */
export const textOf = (node: ChildNode | Document) => visibleText(node).replace(/\s+/g, " ").trim();

/** `<meta name|property=key content>`'s content, the first one. */
export function metaContent(document: Document, key: string): string | undefined {
  const meta = elements(document, "meta").find(
    (element) => attribute(element, "name") === key || attribute(element, "property") === key,
  );
  return meta && attribute(meta, "content");
}

/** An element's text as written, a script's included (JSON-LD). */
export const rawText = (element: Element) => textContent(element);
