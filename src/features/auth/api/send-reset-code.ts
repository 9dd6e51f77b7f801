import { isAuthApiError } from "@supabase/supabase-js";
import { useMutation } from "@tanstack/react-query";
import { Refusal } from "@/lib/refusal";
import { supabase } from "@/lib/supabase";
import { resetRequestSchema, type ResetRequestValues } from "../schemas";

/** The auth rate limit of this address's network: the one refusal that is the same for everyone. */
export class TooManyRequestsError extends Refusal {
  constructor(message: string) {
    super(message);
    this.name = "TooManyRequestsError";
  }
}

/**
 * Mails a six-digit reset code (Supabase Auth's recovery email; a code, not a link, because mail
 * scanners follow links and burn them). Supabase Auth answers the same for an unknown address. Its
 * once-a-minute limit per address is answered like a sent mail too (the earlier code still works),
 * since only a known address has one.
 */
export async function sendResetCode(values: ResetRequestValues): Promise<void> {
  const { email } = resetRequestSchema.parse(values);
  const { error } = await supabase.auth.resetPasswordForEmail(email);
  if (!error || (isAuthApiError(error) && error.code === "over_email_send_rate_limit")) return;
  if (isAuthApiError(error) && error.status === 429) throw new TooManyRequestsError(error.message);
  throw error;
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
