export { SiteSettingsEditor } from "./components/site-settings-editor";
export { siteSettingsSchema, type SiteSettingsValues } from "./schemas";
