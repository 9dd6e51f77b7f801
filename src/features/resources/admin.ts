// The resources' admin screens (/admin/content): kept out of index.ts, which public pages import.
export { ResourceManager } from "./components/resource-manager";
