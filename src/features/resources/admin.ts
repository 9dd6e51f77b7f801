// The resources' admin screens (/admin/content): kept out of index.ts, which public pages import.
export { ResourceManager } from "./components/resource-manager";
export { ThumbnailField, type ThumbnailFieldCopy } from "./components/thumbnail-field";
export { uploadThumbnail, removeThumbnails } from "./api/thumbnails";
