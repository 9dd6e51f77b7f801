// supabase-js with the secret key, for the release commands: SUPABASE_URL (else VITE_SUPABASE_URL)
// and SUPABASE_SECRET_KEY (else the legacy SUPABASE_SERVICE_ROLE_KEY), from the environment or
// .env; without them, the local stack's demo values. Never a VITE_ variable for the key.
import type { SupabaseClient } from "@supabase/supabase-js";
import { firstConfigured, projectEnv } from "../../supabase/local/core/project-env";
import { createNodeClient } from "../node-client";

/** `url` overrides the environment's (npm run dev's own stack, say). */
export function secretClient(url?: string): { client: SupabaseClient; url: string } {
  const env = projectEnv();
  url ||= env.SUPABASE_URL || env.VITE_SUPABASE_URL;
  const secretKey = firstConfigured(["SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY"]);
  if (!url || !secretKey)
    throw new Error(
      "Set SUPABASE_URL (or VITE_SUPABASE_URL) and SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY).",
    );
  return { client: createNodeClient(url, secretKey), url };
}
