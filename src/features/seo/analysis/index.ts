export { analyseRelease, worstFirst, type RankedFinding } from "./analyse";
export { pageCheckWeights, siteCheckWeights, PAGES_SHARE } from "./weights";
export type * from "./types";
export { phrasePlacement, PLACES, type Place } from "./keywords";
export type { ShareTags } from "./social";
export type { KeywordTerm, PlacedTexts } from "./keywords";
