export { FeaturedResources } from "./components/featured-resources";
export type { Resource } from "./api/get-resources";
