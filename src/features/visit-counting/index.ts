export { countVisitEvent, startVisitCounting } from "./beacon";
