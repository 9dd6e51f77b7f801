import type { User } from "@supabase/supabase-js";
import { isAuthApiError } from "@supabase/supabase-js";
import { useMutation } from "@tanstack/react-query";
import { loginCopy } from "@/content/admin/login";
import { mutationToasts } from "@/lib/mutation-toasts";
import { Refusal } from "@/lib/refusal";
import { supabase } from "@/lib/supabase";
import type { LoginValues } from "../schemas";

/** Supabase Auth refused the sign-in (wrong password, rate limit, ...); `message` is its own words. */
export class SignInRefusedError extends Refusal {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "SignInRefusedError";
  }
}

/**
 * Signs in with email and password; the session is kept in local storage and refreshed by
 * supabase-js. An answer of the auth service below 500 throws SignInRefusedError; anything else
 * (no network, a server fault) throws as it is.
 */
export async function signInWithPassword({ email, password }: LoginValues): Promise<User> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) {
    if (isAuthApiError(error) && error.status < 500) {
      throw new SignInRefusedError(error.message, { cause: error });
    }
    throw error;
  }
  return data.user;
}

const { failed, error: unexpected } = loginCopy.toasts;

/** A refusal is said in the toast in the auth service's words (the form says it under the field too). */
export function useSignIn() {
  return useMutation({
    mutationFn: signInWithPassword,
    meta: mutationToasts<LoginValues, User>({
      error: (error) =>
        error instanceof SignInRefusedError
          ? { title: failed.title, description: error.message }
          : unexpected,
    }),
  });
}
