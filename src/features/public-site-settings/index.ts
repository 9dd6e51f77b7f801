export { usePublicSiteSettings } from "./hooks/use-public-site-settings";
export { getLiveSiteSettings } from "./api/get-live-site-settings";
