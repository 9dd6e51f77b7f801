// The custom properties of one page's stylesheet, resolved where their value cannot vary. Tailwind
// composes its utilities from custom properties: a colour reads `var(--tw-bg-opacity,1)`, a blur
// reads nine filter properties that its defaults rule sets to nothing, a ring reads its inset, width
// and colours. On a page whose rules never give such a property another value, the var() always
// comes out the same: it is replaced by that value, and the declarations that set a property no
// rule reads any more go (so do rules left empty, and the theme's variables no rule reads).
//
// Exact by construction: a var(--x) is replaced only when every declaration of --x on the page sets
// the same value V and either its fallback is V too, or every element the reading rule applies to
// has --x set (its selector is one a rule setting --x names, or a universal one names every element),
// so the var() can only come out as V. A property the page's HTML or code names (an inline style, a
// style the code sets or reads in the browser) is left as it is.
import postcss, {
  AtRule,
  type ChildNode,
  type Declaration,
  type Node,
  type Root,
  type Rule,
} from "postcss";
import valueParser from "postcss-value-parser";

const isCustom = (prop: string) => prop.startsWith("--");

/** The at-rules a rule is in, outermost first, as text: "" for a rule that always applies. */
function conditionOf(node: ChildNode): string {
  const conditions: string[] = [];
  for (let parent: Node | undefined = node.parent as Node | undefined; parent;) {
    if (parent instanceof AtRule && parent.name !== "layer")
      conditions.unshift(`@${parent.name} ${parent.params}`);
    parent = parent.parent as Node | undefined;
  }
  return conditions.join(" ");
}

/** The custom properties a value reads, with their fallbacks (undefined when there is none). */
function varsOf(value: string): { name: string; fallback: string | undefined }[] {
  const found: { name: string; fallback: string | undefined }[] = [];
  valueParser(value).walk((node) => {
    if (node.type !== "function" || node.value !== "var") return;
    const [first, comma] = node.nodes;
    if (!first) return;
    const fallback =
      comma?.type === "div" ? valueParser.stringify(node.nodes.slice(2)).trim() : undefined;
    found.push({ name: first.value, fallback });
  });
  return found;
}

/** `value` with each var() of a property in `values` replaced by that property's value. */
function substituted(
  value: string,
  resolvable: (name: string, fallback?: string) => string | undefined,
) {
  const parsed = valueParser(value);
  let changed = false;
  parsed.walk((node) => {
    if (node.type !== "function" || node.value !== "var") return;
    const [first, comma] = node.nodes;
    if (!first) return;
    const fallback =
      comma?.type === "div" ? valueParser.stringify(node.nodes.slice(2)).trim() : undefined;
    const replacement = resolvable(first.value, fallback);
    if (replacement === undefined) return;
    // The node becomes a word holding the value (an empty value, a default of nothing, included).
    Object.assign(node, { type: "word", value: replacement, nodes: undefined });
    changed = true;
    return false;
  });
  return changed ? valueParser.stringify(parsed.nodes) : value;
}

/** A selector that matches every element (a pseudo-element's custom properties inherit from it). */
const isUniversal = (selector: string) =>
  selector === "*" || selector === ":root" || selector === "html";

/** The pseudo-element a selector ends in, as ":before" or ":after" (":" or "::"), if it does. */
const generatedContentOf = (selector: string) =>
  /::?(before|after)$/.exec(selector)?.[1] as "before" | "after" | undefined;

/** A selector that matches every element's ::before (or ::after): ":before", "*::before"... */
const isEveryGenerated = (selector: string, pseudo: "before" | "after") =>
  new RegExp(`^\\*?::?${pseudo}$`).test(selector);

/**
 * Resolves and removes what it can of `css`'s custom properties. `named` says whether the page's
 * HTML or code names a property (`--reveal-delay` in a style attribute, say): those are kept as they are.
 */
export function resolveCustomProperties(
  css: string,
  isNamed: (property: string) => boolean,
): string {
  const root = postcss.parse(css);
  // A registered property (@property) has an initial value of its own: left as it is.
  const registered = new Set<string>();
  root.walkAtRules("property", (atRule) => {
    registered.add(atRule.params.trim());
  });
  const named = (property: string) => registered.has(property) || isNamed(property);
  // Up to a fixed point: removing a declaration can leave another property unread.
  for (let pass = 0; pass < 8; pass += 1) {
    if (!resolvePass(root, named)) break;
  }
  return root.toString();
}

function resolvePass(root: Root, named: (property: string) => boolean): boolean {
  /** Per custom property: its values, and the selectors that set it whatever the conditions. */
  const set = new Map<string, { values: Set<string>; selectors: Set<string> }>();
  root.walkDecls((decl) => {
    if (!isCustom(decl.prop)) return;
    const entry = set.get(decl.prop) ?? { values: new Set(), selectors: new Set() };
    entry.values.add(decl.value.trim());
    if (decl.parent?.type === "rule" && conditionOf(decl.parent) === "")
      for (const selector of (decl.parent as Rule).selectors) entry.selectors.add(selector);
    set.set(decl.prop, entry);
  });
  /** Whether every element `rule` applies to has `name` set. */
  const covered = (rule: Rule, name: string) => {
    const selectors = set.get(name)?.selectors;
    if (!selectors) return false;
    const universal = [...selectors].some(isUniversal);
    return rule.selectors.every((selector) => {
      if (selectors.has(selector)) return true;
      if (universal && !selector.includes("::backdrop")) return true;
      const pseudo = generatedContentOf(selector);
      return (
        pseudo !== undefined && [...selectors].some((setter) => isEveryGenerated(setter, pseudo))
      );
    });
  };
  /** The one value of `name` when it cannot come out otherwise in `rule`, else undefined. */
  const valueIn = (rule: Rule | undefined) => (name: string, fallback?: string) => {
    if (named(name)) return undefined;
    const entry = set.get(name);
    if (!entry) return fallback; // Set nowhere: the fallback, when there is one.
    if (entry.values.size !== 1) return undefined;
    const [value] = entry.values as Set<string>;
    if (fallback !== undefined && fallback === value) return value;
    if (rule && covered(rule, name)) return value;
    return undefined;
  };
  let changed = false;
  root.walkDecls((decl) => {
    if (!decl.value.includes("var(")) return;
    const rule = decl.parent?.type === "rule" ? (decl.parent as Rule) : undefined;
    const value = substituted(decl.value, valueIn(rule));
    if (value !== decl.value) {
      decl.value = value.trim() === "" && isCustom(decl.prop) ? " " : value;
      changed = true;
    }
  });
  // What is read now.
  const read = new Set<string>();
  root.walkDecls((decl) => {
    for (const { name } of varsOf(decl.value)) read.add(name);
  });
  root.walkDecls((decl: Declaration) => {
    if (isCustom(decl.prop) && !read.has(decl.prop) && !named(decl.prop)) {
      decl.remove();
      changed = true;
    }
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) {
      rule.remove();
      changed = true;
    }
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) {
      atRule.remove();
      changed = true;
    }
  });
  return changed;
}
