// The drawings of a page's repeated SVG icons, once: each icon the page shows more than once (the
// check marks of its lists, the arrows of its links, the logo in header and footer) becomes a
// <symbol> of one hidden sprite at the end of the page, and each place shows it with <use>. An
// icon's shapes with nothing but their geometry (Lucide's paths, circles, rectangles, lines) are
// drawn as one path: the same strokes, one element, fewer for the browser to parse and lay out. Run
// on the page before its islands are put in: an island's markup is what React renders in the
// browser, and must stay so to hydrate.

const svgElement = /<svg([^>]*)>([\s\S]*?)<\/svg>/g;
/** A shape whose attributes are all geometry (no class, fill or stroke of its own). */
const plainShape =
  /<(path|circle|ellipse|rect|line|polyline)((?:\s(?:d|cx|cy|r|rx|ry|x|y|width|height|x1|y1|x2|y2|points)="[^"]*")*)><\/\1>/g;
const plainShapes = new RegExp(`(?:${plainShape.source}){2,}`, "g");

/** A plain shape's outline as path data, drawn as the shape draws it (closed where it is). */
function pathData(tag: string, attributes: string): string {
  const attribute = Object.fromEntries(
    [...attributes.matchAll(/([a-z0-9]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
  const n = (name: string) => Number(attribute[name] ?? 0);
  switch (tag) {
    case "circle":
    case "ellipse": {
      const [rx, ry] = tag === "circle" ? [n("r"), n("r")] : [n("rx"), n("ry")];
      return `M${n("cx") - rx} ${n("cy")}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
    }
    case "rect": {
      const [width, height] = [n("width"), n("height")];
      // SVG's rule: a missing rx or ry takes the other's value, and neither exceeds half the side.
      const rx = Math.min(Number(attribute.rx ?? attribute.ry ?? 0), width / 2);
      const ry = Math.min(Number(attribute.ry ?? attribute.rx ?? 0), height / 2);
      const corner = (dx: number, dy: number) => (rx && ry ? `a${rx} ${ry} 0 0 1 ${dx} ${dy}` : "");
      return (
        `M${n("x") + rx} ${n("y")}h${width - 2 * rx}${corner(rx, ry)}v${height - 2 * ry}` +
        `${corner(-rx, ry)}h${2 * rx - width}${corner(-rx, -ry)}v${2 * ry - height}${corner(rx, -ry)}z`
      );
    }
    case "line":
      return `M${n("x1")} ${n("y1")}L${n("x2")} ${n("y2")}`;
    case "polyline":
      return `M${(attribute.points ?? "").trim().replace(/\s+/g, " ")}`;
    default:
      return absoluteStart(attribute.d ?? "");
  }
}

const number = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;
const relativeStart = new RegExp(String.raw`^\s*m\s*(${number})[\s,]*(${number})`);

/**
 * Path data that starts where it says wherever it is put: a path's first "m" is absolute, but after
 * another path's data it would move from where that one ended. Its first point becomes "M"; the
 * pairs after it stay relative lines ("l"), as they were.
 */
function absoluteStart(d: string): string {
  const start = relativeStart.exec(d);
  if (!start) return d;
  const rest = d.slice(start[0].length).replace(/^[\s,]+/, "");
  return `M${start[1]} ${start[2]}${/^[-+.\d]/.test(rest) ? "l" : ""}${rest}`;
}

/**
 * Adjacent plain shapes become one path: the same strokes, one element. Only in a drawing that is
 * not filled: filled, shapes that overlap in opposite directions would cut holes in one another.
 */
function mergePaths(attributes: string, drawing: string): string {
  if (!/\sfill="none"/.test(attributes)) return drawing;
  return drawing.replace(
    plainShapes,
    (shapes) =>
      `<path d="${[...shapes.matchAll(plainShape)].map(([, tag, attributes]) => pathData(tag!, attributes!)).join("")}"></path>`,
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
    `${viewBoxOf(attributes)}|${mergePaths(attributes, drawing)}`;
  for (const [, attributes, drawing] of html.matchAll(svgElement)) {
    const key = keyOf(attributes!, drawing!);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const symbols = new Map<string, string>();
  const taken = new Set<string>();
  const page = html.replace(svgElement, (_svg, attributes: string, drawing: string) => {
    const key = keyOf(attributes, drawing);
    if (uses.get(key)! < 2) return `<svg${attributes}>${mergePaths(attributes, drawing)}</svg>`;
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
