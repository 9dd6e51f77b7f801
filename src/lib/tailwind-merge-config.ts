import { fromTheme, getDefaultConfig, mergeConfigs, validators, type Config } from "tailwind-merge";

// tailwind-merge's configuration for this project, and how the build ships only the part of it the
// project's classes need (scripts/tailwind-merge-subset.ts): the full default configuration is
// about 6.5 KB gzip of every page's first download, most of it for utilities the site never uses.

export type MergeConfig = Config<string, string>;

/**
 * tailwind-merge knows only Tailwind's default scale; without this it would read the theme's own font
 * sizes (text-lead, text-display-md, ...) as text colours and drop them next to a colour class.
 */
export const projectExtension = {
  extend: {
    classGroups: {
      "font-size": [{ text: ["eyebrow", "lead", "display-sm", "display-md", "display-lg"] }],
    },
  },
};

/** The whole configuration: tailwind-merge's defaults with the project's extension. */
export const fullMergeConfig = (): MergeConfig =>
  mergeConfigs(getDefaultConfig(), projectExtension) as MergeConfig;

type Serialized = { $validator: string } | { $theme: string };

/**
 * Turns a serialized configuration (functions written as {"$validator": name} or {"$theme": key})
 * back into one tailwind-merge can use.
 */
export function reviveMergeConfig(json: string): MergeConfig {
  return JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === "object" && "$validator" in value) {
      return validators[(value as { $validator: keyof typeof validators }).$validator];
    }
    if (value && typeof value === "object" && "$theme" in value) {
      return fromTheme<string>((value as Extract<Serialized, { $theme: string }>).$theme);
    }
    return value;
  }) as MergeConfig;
}
