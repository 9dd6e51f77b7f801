// The drawings of a page's repeated SVG icons, once: each icon the page shows more than once (the
// check marks of its lists, the arrows of its links, the logo in header and footer) becomes a
// <symbol> of one hidden sprite at the end of the page, and each place shows it with <use>. An
// icon's paths with nothing but their data are drawn as one path. Run on the page before its islands
// are put in: an island's markup is what React renders in the browser, and must stay so to hydrate.

const svgElement = /<svg([^>]*)>([\s\S]*?)<\/svg>/g;
const plainPaths = /(?:<path d="[^"]*"><\/path>){2,}/g;

/** Adjacent paths with only their data become one: the same strokes, one element. */
function mergePaths(drawing: string): string {
  return drawing.replace(
    plainPaths,
    (paths) =>
      `<path d="${[...paths.matchAll(/d="([^"]*)"/g)].map(([, d]) => d).join("")}"></path>`,
  );
}

const viewBoxOf = (attributes: string) => /\sviewBox="([^"]*)"/.exec(attributes)?.[1] ?? "";

/** The symbol's id: the Lucide icon's name where the class gives one. */
function symbolId(attributes: string, taken: Set<string>): string {
  const base = `icon-${/\blucide-([a-z0-9-]+)/.exec(attributes)?.[1] ?? "drawing"}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export function spriteRepeatedSvgs(html: string): string {
  const uses = new Map<string, number>();
  const keyOf = (attributes: string, drawing: string) =>
    `${viewBoxOf(attributes)}|${mergePaths(drawing)}`;
  for (const [, attributes, drawing] of html.matchAll(svgElement)) {
    const key = keyOf(attributes!, drawing!);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const symbols = new Map<string, string>();
  const taken = new Set<string>();
  const page = html.replace(svgElement, (_svg, attributes: string, drawing: string) => {
    const key = keyOf(attributes, drawing);
    if (uses.get(key)! < 2) return `<svg${attributes}>${mergePaths(drawing)}</svg>`;
    let id = symbols.get(key);
    if (!id) {
      id = symbolId(attributes, taken);
      symbols.set(key, id);
    }
    return `<svg${attributes}><use href="#${id}"></use></svg>`;
  });
  if (symbols.size === 0) return page;
  const sprite = [...symbols]
    .map(([key, id]) => {
      const [viewBox, drawing] = [key.slice(0, key.indexOf("|")), key.slice(key.indexOf("|") + 1)];
      return `<symbol id="${id}" viewBox="${viewBox}">${drawing}</symbol>`;
    })
    .join("");
  return `${page}<svg hidden="">${sprite}</svg>`;
}
