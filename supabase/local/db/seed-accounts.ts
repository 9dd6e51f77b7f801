// In a module of its own, free of Node-only imports, so jsdom tests can use the fixtures too.
/** The accounts supabase/seed.sql creates (fixed ids, so tests and tools can refer to them). */
export const seedAccounts = {
  admin: {
    id: "a1a1a1a1-0000-4000-8000-000000000001",
    email: "admin@example.com",
    password: "Admin-demo-2026",
    /** A verified TOTP factor (seed.sql), its secret fixed and public like the password: local only. */
    totp: {
      factorId: "a1a1a1a1-0000-4000-8000-0000000000f1",
      friendlyName: "Demo authenticator app",
      secret: "PLADEMOLOCALONLYTOTPSECRET234567",
    },
  },
  visitor: {
    id: "b2b2b2b2-0000-4000-8000-000000000002",
    email: "visitor@example.com",
    password: "Visitor-demo-2026",
  },
} as const;
