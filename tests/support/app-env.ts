// First setup file of the `app` project: points the app's Supabase client (src/lib/supabase.ts,
// which reads import.meta.env when first imported) at the stack of stack-global-setup.ts.
import { inject, vi } from "vitest";
import { LOCAL_DEMO_ANON_KEY } from "../../supabase/local/core/keys";

vi.stubEnv("VITE_SUPABASE_URL", inject("stackUrl"));
vi.stubEnv("VITE_SUPABASE_ANON_KEY", LOCAL_DEMO_ANON_KEY);
