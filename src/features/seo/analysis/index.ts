export { analyseRelease, worstFirst, type RankedFinding } from "./analyse";
export { pageCheckWeights, siteCheckWeights, PAGES_SHARE } from "./weights";
export type * from "./types";
