import { isAuthApiError } from "@supabase/supabase-js";
import { useMutation } from "@tanstack/react-query";
import { profileCopy } from "@/content/admin/profile";
import { mutationToasts } from "@/lib/mutation-toasts";
import { Refusal } from "@/lib/refusal";
import { supabase } from "@/lib/supabase";
import { passwordChangeSchema, type PasswordChangeValues } from "../schemas";

/** Why Supabase Auth refused a new password, when it is something the person can put right. */
export type PasswordRefusal = "current_password_invalid" | "same_password" | "weak_password";

const refusals: readonly string[] = [
  "current_password_invalid",
  "same_password",
  "weak_password",
] satisfies PasswordRefusal[];

export class PasswordRefusedError extends Refusal {
  constructor(
    readonly reason: PasswordRefusal,
    message: string,
  ) {
    super(message);
    this.name = "PasswordRefusedError";
  }
}

/**
 * Sets a new password. With secure password change on (config.toml), Supabase Auth checks the
 * current password first, and on success ends the user's other sessions; this one goes on.
 */
export async function changePassword(values: PasswordChangeValues): Promise<void> {
  const { currentPassword, newPassword } = passwordChangeSchema.parse(values);
  const { error } = await supabase.auth.updateUser({
    password: newPassword,
    current_password: currentPassword,
  });
  if (!error) return;
  if (isAuthApiError(error) && error.code && refusals.includes(error.code)) {
    throw new PasswordRefusedError(error.code as PasswordRefusal, error.message);
  }
  throw error;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: mutationToasts<PasswordChangeValues>({
      success: () => profileCopy.password.toasts.success,
      error: () => profileCopy.password.toasts.failed,
    }),
  });
}
