export { ResourceGrid, type ResourceGridLabels } from "./components/resource-grid";
export type { PublicResource } from "./components/resource-card";
export type { Resource } from "./api/get-resources";
export { checkResource } from "./marketing-rule";
