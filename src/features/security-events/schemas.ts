import { z } from "@/lib/zod";
import { Constants } from "@/lib/database.types";

/**
 * An event of the security log as the app sends it; the database adds who (the signed-in user),
 * when and from where, and checks the same rules again.
 */
export const securityEventSchema = z.object({
  action: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, "a snake_case action name"),
  severity: z.enum(Constants.public.Enums.security_event_severity),
  details: z.record(z.string(), z.json()).default({}),
});

export type SecurityEvent = z.input<typeof securityEventSchema>;
