import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { refusalOf } from "./verify-totp-code";

/**
 * Exchanges the mailed reset code for a session (aal1: the code stands in for the password). An
 * admin with an authenticator app then needs its code before anything else, a new password included.
 */
export async function verifyResetCode({ email, code }: { email: string; code: string }) {
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: "recovery" });
  if (error) refusalOf(error);
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
