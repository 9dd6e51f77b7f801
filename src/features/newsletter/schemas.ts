import { z } from "@/lib/zod";

/**
 * A sign-up of the 'Stay Updated' boxes: the same rules as newsletter_subscribers' CHECK constraints
 * (an address of at most 254 characters that a spreadsheet would not run as a formula, the page a
 * path), so what passes here the table accepts.
 */
export const subscriptionSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@.]+$/)
    .regex(/^[^=+\-@\t\r]/),
  sourcePath: z
    .string()
    .regex(/^\/\S*$/)
    .max(200),
});

export type Subscription = z.infer<typeof subscriptionSchema>;
