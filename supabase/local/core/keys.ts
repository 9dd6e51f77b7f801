// The Supabase CLI's well-known local demo secret and the keys signed with it, its local publishable
// and secret keys, and this stack's session signing key. They are public on purpose: they only ever
// open a local development stack, never a hosted project.
import type { SigningKey } from "./jwt";

export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const LOCAL_DEMO_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const LOCAL_DEMO_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/**
 * The local stack's ES256 session signing key, fixed (and as public as the secret above) so sessions
 * survive a restart of `npm run stack`; a hosted project keeps its own in the dashboard.
 */
export const LOCAL_SIGNING_KEY: SigningKey = {
  kid: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
  privateJwk: {
    kty: "EC",
    crv: "P-256",
    x: "-F6hlGkkXgSio-vjSB0ipANjlYiv4AphOsUjEQ6ud2U",
    y: "WIVyZGqA7ox3_S9ZTm7MV32WADs5eAqOyy9MdClPLBU",
    d: "liHr99EdHbS5znljY6SFNkM0OQPUQ2o_XLXiAMtq6KE",
  },
};

/** The Supabase CLI's local publishable and secret API keys (what `supabase status` prints). */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
