export { FeaturedResources } from "./components/featured-resources";
export { ResourceManager } from "./components/resource-manager";
export type { Resource } from "./api/get-resources";
