import { z } from "@/lib/zod";
import { MIN_PASSWORD_LENGTH } from "@/content/admin/login";
import { profileCopy } from "@/content/admin/profile";

const { profile, password } = profileCopy;

/** The shortest name the profile accepts. */
export const MIN_NAME_LENGTH = 2;
/** The longest name the profile keeps (admin_profiles' CHECK). */
export const MAX_NAME_LENGTH = 100;

/** The profile form, shared by the form and its tests. */
export const profileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(MIN_NAME_LENGTH, profile.errors.shortName)
    .max(MAX_NAME_LENGTH, profile.errors.longName),
  email: z.email(profile.errors.invalidEmail),
});

export type ProfileValues = z.infer<typeof profileSchema>;

/**
 * The password change form: the mismatch is reported on the confirmation, once each
 * field is filled in as it should be.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(MIN_PASSWORD_LENGTH, password.errors.currentRequired),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, password.errors.shortPassword),
    confirmPassword: z.string().min(MIN_PASSWORD_LENGTH, password.errors.confirmRequired),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: password.errors.mismatch,
    path: ["confirmPassword"],
    when: (payload) => payload.issues.length === 0,
  });

export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
