import { z } from "@/lib/zod";

/**
 * An event of the security log as the app sends it to the record_security_event RPC: its kind and
 * details. The database decides the rest: who (the signed-in user), the severity (from the kind),
 * when and from where; it refuses a kind the user may not record, and checks these rules again.
 */
export const securityEventSchema = z.object({
  action: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, "a snake_case action name"),
  details: z.record(z.string(), z.json()).default({}),
});

export type SecurityEvent = z.input<typeof securityEventSchema>;
