import { isAuthApiError } from "@supabase/supabase-js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { authKeys } from "./get-is-admin";
import { totpCodeSchema, type TotpCodeValues } from "../schemas";

/** Why Supabase Auth refused a code, in terms the person can act on. */
export type CodeRefusal = "wrong" | "too-many";

export class CodeRefusedError extends Error {
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
export async function verifyTotpCode({
  factorId,
  ...values
}: TotpCodeValues & { factorId: string }): Promise<void> {
  const { code } = totpCodeSchema.parse(values);
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) refusalOf(error);
}

export function useVerifyTotpCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotpCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.factors() }),
  });
}
