// First setup file of the `app` project: points the app's Supabase client (src/lib/supabase.ts,
// which reads import.meta.env when first imported) at the stack of stack-global-setup.ts.
import { inject, vi } from "vitest";
import { LOCAL_DEMO_ANON_KEY } from "../../supabase/local/core/keys";
import { TOTP_STEP_CLAIMS_ENV } from "./totp";

vi.stubEnv("VITE_SUPABASE_URL", inject("stackUrl"));
vi.stubEnv("VITE_SUPABASE_ANON_KEY", LOCAL_DEMO_ANON_KEY);
// The site's address, as every build has it (.env.example's): SEO Tools names it.
vi.stubEnv("VITE_SITE_URL", "http://localhost:4173");
// That stack accepts an authenticator code more than once (stack-global-setup.ts): no time step is
// claimed. Set here, in this project's files alone: the global setup's process.env would reach the
// other projects' workers, whose stacks of their own accept each code once.
vi.stubEnv(TOTP_STEP_CLAIMS_ENV, "reusable");
