import type { Rolldown } from "vite";

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

// A chunk group (vite.config.ts) of some modules with everything they import statically, except what
// the page's entry imports (that stays in the entry's chunk, which loads first) and what islands of
// other pages import: a page's islands in a few requests instead of a score of small chunks, each
// split off because another part of the site (the admin area, another island) shares it.

function staticClosure(roots: readonly string[], context: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * `roots` and their static imports, as the chunk `name`, but for what `elsewhere` imports statically
 * (the page's entry, whose chunk loads first; islands of other chunks). Module ids are absolute paths.
 */
export function staticClosureGroup(
  name: string,
  roots: readonly string[],
  elsewhere: readonly string[],
): CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    name: (id, context) => {
      if (!members) {
        const others = staticClosure(elsewhere, context);
        members = new Set([...staticClosure(roots, context)].filter((id) => !others.has(id)));
      }
      return members.has(id) ? name : null;
    },
    // The closure is complete already; following imports would pull in the entry's modules.
    includeDependenciesRecursively: false,
  };
}
