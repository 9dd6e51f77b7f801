// The settings' pure parts, for any layer that reads a settings row (the review log reads the
// content history's): no React, no Supabase client. The admin screen is in admin.ts.
export { checkSettings, checkedSettings } from "./marketing-rule";
export { settingsFromRow } from "./api/columns";
