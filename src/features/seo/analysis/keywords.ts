// The terms a page's visible text uses most, and whether a target phrase is where a search engine
// weighs it (title, h1, description, first paragraph). Words are lower-cased, stop words dropped
// and the rest stemmed with the Porter stemmer (the `stemmer` package), so "plans", "planning" and
// "planned" count as one term. There is no search-volume data: the site has no such source.
import { stemmer } from "stemmer";
import { elements, textOf, type Document } from "./html";
import { bodyTextOf, descriptionOf, titleOf } from "./page-checks";

/**
 * English stop words: the function words every text has (articles, pronouns, auxiliaries,
 * prepositions, conjunctions), which say nothing of what a page is about. A short list of our
 * own, as search engines' classic lists go, rather than a package of 60 languages' lists.
 */
const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being " +
    "below between both but by can could did do does doing down during each few for from further " +
    "had has have having he her here hers herself him himself his how i if in into is it its " +
    "itself just me more most my myself no nor not now of off on once only or other our ours " +
    "ourselves out over own same she should so some such than that the their theirs them " +
    "themselves then there these they this those through to too under until up very was we were " +
    "what when where which while who whom why will with would you your yours yourself yourselves " +
    "also may might must shall us let via per etc get got s t don"
  ).split(" "),
);

/** The words of a text, lower-cased, apostrophes inside a word kept ("adviser's" is one word). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu)
    ?.map((word) => word.replace(/'s$/, "")) ?? [];

/** Stems already found: a site's pages share most of their words (a bounded cache). */
const stems = new Map<string, string>();

/** A word as the analysis counts it: its stem, or nothing for a stop word or a lone character. */
function termOf(word: string): string | undefined {
  if (STOP_WORDS.has(word) || word.length < 2 || /^\d+$/.test(word)) return undefined;
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stems.size < 50_000) stems.set(word, stem);
  }
  return stem;
}

/** The stems of a text's words, stop words out, in order. */
export const stemsOf = (text: string): string[] =>
  wordsOf(text).flatMap((word) => termOf(word) ?? []);

export interface KeywordTerm {
  /** The word as the page writes it most often (of those sharing the stem). */
  term: string;
  stem: string;
  count: number;
}

/** How many terms a page's report keeps. */
export const TERMS_KEPT = 10;

/** The terms that occur most in a text, the most frequent first (ties: alphabetical). */
export function topTerms(text: string, limit = TERMS_KEPT): KeywordTerm[] {
  const byStem = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const word of wordsOf(text)) {
    const stem = termOf(word);
    if (!stem) continue;
    const entry = byStem.get(stem) ?? { count: 0, forms: new Map() };
    entry.count += 1;
    entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
    byStem.set(stem, entry);
  }
  return [...byStem.entries()]
    .map(([stem, { count, forms }]) => ({
      stem,
      count,
      term: [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
    }))
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
    .slice(0, limit);
}

/** Where a search engine weighs a phrase, as the page's HTML has it. */
export interface PlacedTexts {
  title?: string;
  h1?: string;
  description?: string;
  firstParagraph?: string;
}

export const PLACES = ["title", "h1", "description", "firstParagraph"] as const;
export type Place = (typeof PLACES)[number];

/** The page's title, h1, meta description and first paragraph of its main content. */
export function placedTexts(document: Document): PlacedTexts {
  const h1 = elements(document, "h1")[0];
  // The first paragraph after the h1 (an eyebrow above the heading is no paragraph of the text),
  // in the main content; with no h1 there, its first paragraph.
  const main = elements(document, "main")[0] ?? elements(document, "body")[0] ?? document;
  const inOrder = elements(main, (name) => name === "p" || name === "h1");
  const afterH1 = inOrder.findIndex((element) => element.name === "h1") + 1;
  const paragraph = inOrder
    .slice(afterH1)
    .filter((element) => element.name === "p")
    .map((element) => textOf(element))
    .find(Boolean);
  return {
    title: titleOf(document),
    h1: h1 ? textOf(h1) || undefined : undefined,
    description: descriptionOf(document),
    firstParagraph: paragraph,
  };
}

/** The terms of a page's visible text (its body) and the texts a target phrase is looked for in. */
export function pageKeywords(
  document: Document,
  bodyText = bodyTextOf(document),
): { terms: KeywordTerm[]; placed: PlacedTexts } {
  return { terms: topTerms(bodyText), placed: placedTexts(document) };
}

/**
 * Whether the phrase is in the text: its stems, stop words out, one after the other ("retirement
 * plans" is in "Planning your retirement plan"; the order of the words counts).
 */
export function containsPhrase(text: string | undefined, phrase: string): boolean {
  const wanted = stemsOf(phrase);
  if (!text || wanted.length === 0) return false;
  const stems = stemsOf(text);
  for (let start = 0; start + wanted.length <= stems.length; start++)
    if (wanted.every((stem, offset) => stems[start + offset] === stem)) return true;
  return false;
}

/** For each place, whether the phrase is in it. */
export const phrasePlacement = (placed: PlacedTexts, phrase: string): Record<Place, boolean> =>
  Object.fromEntries(
    PLACES.map((place) => [place, containsPhrase(placed[place], phrase)]),
  ) as Record<Place, boolean>;
