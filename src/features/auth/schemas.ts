import { z } from "@/lib/zod";
import { loginCopy, MIN_PASSWORD_LENGTH } from "@/content/admin/login";
import { passwordResetCopy, TOTP_CODE_LENGTH, twoStepCopy } from "@/content/admin/two-step";

/** The admin sign-in form, shared by the form and its tests. */
export const loginSchema = z.object({
  email: z.email(loginCopy.errors.invalidEmail),
  password: z.string().min(MIN_PASSWORD_LENGTH, loginCopy.errors.shortPassword),
});

export type LoginValues = z.infer<typeof loginSchema>;

/** A six-digit code: from an authenticator app (TOTP) or from the password reset email. */
const sixDigits = (message: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`), message));

/** The second step of signing in, and the code that sets up or confirms an authenticator app. */
export const totpCodeSchema = z.object({ code: sixDigits(twoStepCopy.invalidCode) });

export type TotpCodeValues = z.input<typeof totpCodeSchema>;

/** 'Forgot your password?': the address the reset code is mailed to. */
export const resetRequestSchema = z.object({
  email: z.email(passwordResetCopy.errors.invalidEmail),
});

export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

/** The mailed code and the new password, typed twice. */
export const resetPasswordSchema = z
  .object({
    code: sixDigits(passwordResetCopy.errors.invalidCode),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, passwordResetCopy.errors.shortPassword),
    confirmPassword: z.string().min(1, passwordResetCopy.errors.confirmRequired),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: passwordResetCopy.errors.mismatch,
    path: ["confirmPassword"],
  });

export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
