import { z } from "@/lib/zod";
import { loginCopy, MIN_PASSWORD_LENGTH } from "@/content/admin/login";

/** The admin sign-in form (spec §5), shared by the form and its tests. */
export const loginSchema = z.object({
  email: z.email(loginCopy.errors.invalidEmail),
  password: z.string().min(MIN_PASSWORD_LENGTH, loginCopy.errors.shortPassword),
});

export type LoginValues = z.infer<typeof loginSchema>;
