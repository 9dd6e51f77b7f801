// The settings' admin screen (/admin/site-settings): kept out of index.ts, which public pages import.
export { SiteSettingsEditor } from "./components/site-settings-editor";
export { siteSettingsSchema, type SiteSettingsValues } from "./schemas";
