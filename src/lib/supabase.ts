import { createClient } from "@supabase/supabase-js";
import type { Database } from "./database.types";
import { readSupabaseEnv } from "./env";

// The one Supabase client of the app. Only the files in features' api/ folders import it (ESLint
// enforces this), and only lazy routes import those, so pages without data never download
// supabase-js. A missing VITE_SUPABASE_URL or VITE_SUPABASE_PUBLISHABLE_KEY (or the legacy
// VITE_SUPABASE_ANON_KEY) fails the import of this module, with a message naming the variable: the
// data routes then show the route error page and the console says what to set.
const { url, key } = readSupabaseEnv();

export const supabase = createClient<Database>(url, key, {
  auth: { persistSession: true, autoRefreshToken: true },
});
