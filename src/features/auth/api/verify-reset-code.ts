import { useMutation } from "@tanstack/react-query";
import { passwordResetCopy } from "@/content/admin/two-step";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { CodeRefusedError, refusalOf } from "./verify-totp-code";

/**
 * Exchanges the mailed reset code for a session (aal1: the code stands in for the password). An
 * admin with an authenticator app then needs its code before anything else, a new password included.
 */
type ResetCode = { email: string; code: string };

export async function verifyResetCode({ email, code }: ResetCode) {
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: "recovery" });
  if (error) refusalOf(error);
}

/** A refused code is said under its field, not in a toast. */
export function useVerifyResetCode() {
  return useMutation({
    mutationFn: verifyResetCode,
    meta: mutationToasts<ResetCode>({
      error: (error) =>
        error instanceof CodeRefusedError ? undefined : passwordResetCopy.toasts.error,
    }),
  });
}
