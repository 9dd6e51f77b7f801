import { isAuthApiError } from "@supabase/supabase-js";
import { useMutation } from "@tanstack/react-query";
import { passwordResetCopy } from "@/content/admin/two-step";
import { mutationToasts } from "@/lib/mutation-toasts";
import { Refusal } from "@/lib/refusal";
import { supabase } from "@/lib/supabase";

const refusals = ["same_password", "weak_password"] as const;
export type NewPasswordRefusal = (typeof refusals)[number];

export class NewPasswordRefusedError extends Refusal {
  constructor(
    readonly reason: NewPasswordRefusal,
    message: string,
  ) {
    super(message);
    this.name = "NewPasswordRefusedError";
  }
}

/**
 * Sets the password after a reset, then ends every other session of the user (Supabase Auth keeps
 * the ones it did not end itself otherwise: a stolen session must not outlive the reset). Resolves
 * with the id of the user whose password it is.
 */
export async function setNewPassword(password: string): Promise<string> {
  const { data, error } = await supabase.auth.updateUser({ password });
  if (error) {
    const code = isAuthApiError(error) ? error.code : undefined;
    const refusal = refusals.find((reason) => reason === code);
    if (refusal) throw new NewPasswordRefusedError(refusal, error.message);
    throw error;
  }
  const others = await supabase.auth.signOut({ scope: "others" });
  if (others.error) throw others.error;
  return data.user.id;
}

const { done, error: unexpected } = passwordResetCopy.toasts;

/** A refused password is said under its field, not in a toast. */
export function useSetNewPassword() {
  return useMutation({
    mutationFn: setNewPassword,
    meta: mutationToasts<string>({
      success: () => done,
      error: (error) => (error instanceof NewPasswordRefusedError ? undefined : unexpected),
    }),
  });
}
