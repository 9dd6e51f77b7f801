// Stands in for src/lib/supabase.ts in the prerenderer's server bundle (scripts/prerender.ts). Data
// pages are prerendered in their loading state and never query; the real module would need the VITE_
// settings at build time, and supabase-js cannot be constructed on Node 20 (no WebSocket).
import type { supabase as browserClient } from "../src/lib/supabase";

export const supabase = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`The prerenderer does not query Supabase (read supabase.${String(key)})`);
    },
  },
) as typeof browserClient;
