// The build's cn() uses only the part of tailwind-merge's configuration the project's classes need
// (scripts/tailwind-merge-subset.ts). It must merge every pair of those classes as the whole
// configuration does, including after the round trip through the JSON the bundle carries.
import { createTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import {
  classLikeWords,
  mergeConfigFor,
  serializeMergeConfig,
} from "../../scripts/tailwind-merge-subset";
import { fullMergeConfig, reviveMergeConfig } from "@/lib/tailwind-merge-config";

const full = createTailwindMerge(fullMergeConfig);
const words = classLikeWords("src");
const subset = mergeConfigFor(words);
const shipped = createTailwindMerge(() => reviveMergeConfig(serializeMergeConfig(subset)));
/** The project's words that tailwind-merge treats as classes: merged with themselves, one is dropped. */
const classes = [...words].filter((word) => full(`${word} ${word}`) === word);

describe("the tailwind-merge configuration the build ships", () => {
  it("is a fraction of the whole one", () => {
    expect(classes.length).toBeGreaterThan(200);
    expect(Object.keys(subset.classGroups).length).toBeLessThan(
      Object.keys(fullMergeConfig().classGroups).length / 2,
    );
  });

  it("merges every pair of the project's classes as the whole configuration does", () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const input = `${first} ${second}`;
        if (shipped(input) !== full(input)) differences.push(input);
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it("keeps the project's own font sizes apart from text colours", () => {
    expect(shipped("text-lead text-navy-700")).toBe("text-lead text-navy-700");
    expect(shipped("size-10 size-11")).toBe("size-11");
  });
});
