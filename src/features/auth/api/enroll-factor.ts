import { useMutation, useQueryClient } from "@tanstack/react-query";
import { twoStepCopy } from "@/content/admin/two-step";
import { formatInstant } from "@/lib/instants";
import { supabase } from "@/lib/supabase";
import { authKeys } from "./get-is-admin";
import { listTotpFactors } from "./list-factors";

export interface Enrollment {
  factorId: string;
  /** The base32 secret, for entering by hand. */
  secret: string;
  /** The otpauth:// URI the QR code encodes. */
  uri: string;
}

/**
 * Starts adding an authenticator app: a new, unverified TOTP factor (verified by its first code).
 * Unverified factors of an earlier attempt go first, so a reload starts afresh.
 */
export async function enrollTotpFactor(): Promise<Enrollment> {
  for (const factor of await listTotpFactors()) {
    if (factor.status !== "unverified") continue;
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (error) throw error;
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: twoStepCopy.enroll.friendlyName(formatInstant(new Date())),
  });
  if (error) throw error;
  return { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri };
}

export function useEnrollTotpFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollTotpFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.factors() }),
  });
}
