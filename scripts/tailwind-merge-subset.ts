// A Vite plugin that gives src/lib/utils.ts's cn() the part of tailwind-merge's configuration that
// the project's classes need. At build time it reads every class-like word in src/, keeps the class
// groups that recognise at least one of them (with the conflicts and theme scales those groups use),
// and writes that configuration into the bundle; the dev server and the tests use the whole one.
// tests/lib/tailwind-merge-subset.test.ts shows both merge every pair of the project's classes alike.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTailwindMerge, validators } from "tailwind-merge";
import type { Plugin } from "vite";
import { fullMergeConfig, type MergeConfig } from "../src/lib/tailwind-merge-config.ts";

const virtualId = "virtual:tailwind-merge-config";
const resolvedId = `\0${virtualId}`;
const configModule = JSON.stringify(
  fileURLToPath(new URL("../src/lib/tailwind-merge-config.ts", import.meta.url)),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every word of every string and template literal in `dir` that could be a class: a superset. */
export function classLikeWords(dir = "src"): Set<string> {
  const words = new Set<string>();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, "utf8");
    for (const [, , literal = ""] of text.matchAll(/(["'`])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
      for (const word of literal.split(/\s+/)) {
        if (/^[!-]?[\w[\]:/.&%>*()=,#@-]+$/.test(word) && /[a-z]/.test(word)) words.add(word);
      }
    }
  }
  return words;
}

const pick = <T>(record: Record<string, T>, keys: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keys(key)));

type ClassGroups = MergeConfig["classGroups"];
type ClassDefinitions = ClassGroups[string];

/**
 * Whether `config` with only `classGroups` recognises `word`: merging the word with itself drops one
 * copy. (Arbitrary properties such as [mask-type:alpha] are recognised without any group.)
 */
function recogniser(config: MergeConfig, classGroups: ClassGroups) {
  const merge = createTailwindMerge(() => ({
    ...config,
    classGroups,
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
  }));
  return (word: string) => merge(`${word} ${word}`) === word;
}

/**
 * The definitions of group `group` that recognise any of `words`, each tested on its own: a word
 * matches one path of the group's definitions, so the others can go. `wrap` rebuilds the group's
 * definitions around a nested part.
 */
function prune(
  config: MergeConfig,
  group: string,
  definitions: ClassDefinitions,
  words: string[],
  wrap: (part: ClassDefinitions) => ClassDefinitions = (part) => part,
): ClassDefinitions {
  return definitions.flatMap<ClassDefinitions[number]>((definition) => {
    if (typeof definition === "object" && definition !== null && !Array.isArray(definition)) {
      const entries = Object.entries(definition as Record<string, ClassDefinitions>)
        .map(
          ([key, inner]) =>
            [key, prune(config, group, inner, words, (part) => wrap([{ [key]: part }]))] as const,
        )
        .filter(([, inner]) => inner.length > 0);
      return entries.length > 0 ? [Object.fromEntries(entries)] : [];
    }
    return words.some(recogniser(config, { [group]: wrap([definition]) })) ? [definition] : [];
  });
}

type ThemeGetter = ((theme: unknown) => unknown) & { isThemeGetter: true; themeKey: string };
const isThemeGetter = (value: unknown): value is ThemeGetter =>
  typeof value === "function" && (value as Partial<ThemeGetter>).isThemeGetter === true;

/** The theme keys `value` reads, directly or through the theme's own scales. */
function themeKeysOf(
  value: unknown,
  theme: MergeConfig["theme"],
  keys = new Set<string>(),
): Set<string> {
  if (isThemeGetter(value)) {
    if (!keys.has(value.themeKey)) {
      keys.add(value.themeKey);
      themeKeysOf(theme[value.themeKey], theme, keys);
    }
  } else if (Array.isArray(value)) value.forEach((item) => themeKeysOf(item, theme, keys));
  else if (value && typeof value === "object")
    Object.values(value).forEach((item) => themeKeysOf(item, theme, keys));
  return keys;
}

/** The part of `config` that decides how `words` merge: the groups recognising any of them. */
export function mergeConfigFor(
  words: Iterable<string>,
  config: MergeConfig = fullMergeConfig(),
): MergeConfig {
  const withoutGroups = recogniser(config, {});
  const candidates = [...words].filter((word) => !withoutGroups(word));
  const wordsOf = new Map(
    Object.entries(config.classGroups)
      .map(
        ([group, definitions]) =>
          [group, candidates.filter(recogniser(config, { [group]: definitions }))] as const,
      )
      .filter(([, recognised]) => recognised.length > 0),
  );
  const kept = new Set(wordsOf.keys());
  const isKept = (group: string) => kept.has(group);
  const onlyKept = (groups: Record<string, readonly string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(groups)
        .filter(([group]) => isKept(group))
        .map(([group, others]) => [group, (others ?? []).filter(isKept)]),
    );
  const classGroups = Object.fromEntries(
    [...wordsOf].map(([group, recognised]) => [
      group,
      prune(config, group, config.classGroups[group]!, recognised),
    ]),
  );
  const themeKeys = themeKeysOf(classGroups, config.theme);
  return {
    ...config,
    theme: pick(config.theme, (key) => themeKeys.has(key)),
    classGroups,
    conflictingClassGroups: onlyKept(config.conflictingClassGroups),
    conflictingClassGroupModifiers: onlyKept(config.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (config.postfixLookupClassGroups ?? []).filter(isKept),
  } as MergeConfig;
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, check]) => [check, name]),
);

/** JSON for reviveMergeConfig: validators and theme scales written by name. */
export function serializeMergeConfig(config: MergeConfig): string {
  return JSON.stringify(config, (_key, value: unknown) => {
    if (typeof value !== "function") return value;
    if (isThemeGetter(value)) return { $theme: value.themeKey };
    const name = validatorNames.get(value);
    if (!name)
      throw new Error(
        `tailwind-merge configuration holds a function it cannot name: ${String(value)}`,
      );
    return { $validator: name };
  });
}

export function tailwindMergeSubset(): Plugin {
  let building = false;
  return {
    name: "tailwind-merge-subset",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      if (!building) {
        return `export { fullMergeConfig as mergeConfig } from ${configModule};`;
      }
      const json = serializeMergeConfig(mergeConfigFor(classLikeWords()));
      return [
        `import { reviveMergeConfig } from ${configModule};`,
        `export const mergeConfig = () => reviveMergeConfig(${JSON.stringify(json)});`,
      ].join("\n");
    },
  };
}
