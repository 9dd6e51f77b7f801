import { useMutation } from "@tanstack/react-query";
import type { User } from "@supabase/supabase-js";
import { profileCopy } from "@/content/admin/profile";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { profileSchema, type ProfileValues } from "../schemas";

export type { User };

/** Where Supabase Auth keeps the name: the user's metadata, as its own sign-up forms do. */
export const NAME_METADATA_KEY = "full_name";

export const nameOf = (user: User): string => {
  const name: unknown = user.user_metadata[NAME_METADATA_KEY];
  return typeof name === "string" ? name : "";
};

export interface ProfileUpdate {
  /** The user as the server has them now: a new email stays pending in `new_email` until confirmed. */
  user: User;
  emailChangeRequested: boolean;
}

/**
 * Saves the name in the user's metadata and, if it differs, asks Supabase Auth for an email change
 * (it mails a confirmation link; the address changes once that is followed). The auth client then
 * tells the AuthProvider (USER_UPDATED), so there is no query to invalidate.
 */
export async function updateProfile(
  current: Pick<User, "email">,
  values: ProfileValues,
): Promise<ProfileUpdate> {
  const { name, email } = profileSchema.parse(values);
  const emailChangeRequested = email.toLowerCase() !== current.email?.toLowerCase();
  const { data, error } = await supabase.auth.updateUser({
    data: { [NAME_METADATA_KEY]: name },
    ...(emailChangeRequested ? { email } : {}),
  });
  if (error) throw error;
  return { user: data.user, emailChangeRequested };
}

export function useUpdateProfile(current: Pick<User, "email">) {
  return useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(current, values),
    meta: mutationToasts<ProfileValues, ProfileUpdate>({
      success: () => profileCopy.profile.toasts.success,
      error: () => profileCopy.profile.toasts.failed,
    }),
  });
}
