import { isAuthApiError } from "@supabase/supabase-js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loginCopy } from "@/content/admin/login";
import { twoStepCopy } from "@/content/admin/two-step";
import { mutationToasts } from "@/lib/mutation-toasts";
import { Refusal } from "@/lib/refusal";
import { supabase } from "@/lib/supabase";
import { authKeys } from "./get-is-admin";
import { totpCodeSchema, type TotpCodeValues } from "../schemas";

/** Why Supabase Auth refused a code, in terms the person can act on. */
export type CodeRefusal = "wrong" | "too-many" | "locked";

export class CodeRefusedError extends Refusal {
  constructor(
    readonly reason: CodeRefusal,
    message: string,
  ) {
    super(message);
    this.name = "CodeRefusedError";
  }
}

/** Turns Supabase Auth's refusal of a code into a CodeRefusedError; anything else is rethrown. */
export function refusalOf(error: unknown): never {
  if (isAuthApiError(error)) {
    // 5 wrong codes within 15 minutes lock the app's codes for 15 minutes, the right one included.
    if (error.code === "mfa_verification_rejected")
      throw new CodeRefusedError("locked", error.message);
    if (error.status === 429) throw new CodeRefusedError("too-many", error.message);
    if (
      error.code === "mfa_verification_failed" ||
      error.code === "mfa_challenge_expired" ||
      error.code === "otp_expired" ||
      error.status === 422 ||
      error.status === 400
    ) {
      throw new CodeRefusedError("wrong", error.message);
    }
  }
  throw error;
}

/**
 * Verifies a code of the factor (challenge and verify in one call): the session reaches aal2 and
 * gets new tokens, so the auth state, and with it every cached answer of the user, is renewed.
 */
type FactorCode = TotpCodeValues & {
  factorId: string;
  /** The code is the sign-in's second step: its success is the sign-in's. */
  completesSignIn?: boolean;
};

export async function verifyTotpCode({ factorId, code: typed }: FactorCode): Promise<void> {
  const { code } = totpCodeSchema.parse({ code: typed });
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) refusalOf(error);
}

/** A refused code is said under its field, not in a toast. */
export function useVerifyTotpCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotpCode,
    meta: mutationToasts<FactorCode>({
      success: ({ completesSignIn }) => (completesSignIn ? loginCopy.toasts.success : undefined),
      error: (error) =>
        error instanceof CodeRefusedError ? undefined : twoStepCopy.toasts.unexpected,
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.factors() }),
  });
}
