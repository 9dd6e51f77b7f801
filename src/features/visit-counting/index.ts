export { countPageViews, countVisitEvent } from "./beacon";
