// What the public pages use: the footer's saved settings. The build (vite.config.ts) reads them with
// the same request.
export { usePublicSiteSettings } from "./hooks/use-public-site-settings";
export { getLiveSiteSettings } from "./api/get-live-site-settings";
