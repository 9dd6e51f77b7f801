import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@supabase/supabase-js";
import { profileCopy } from "@/content/admin/profile";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { profileSchema, type ProfileValues } from "../schemas";
import { profileKeys } from "./admin-name";

export type { User };

export interface ProfileUpdate {
  /** The name as saved. */
  name: string;
  /** The address in use: a new email stays pending in the user's `new_email` until confirmed. */
  email: string;
  emailChangeRequested: boolean;
}

/**
 * Saves the name in the admin's profile (save_admin_profile: the archive names the admin's changes
 * with it, so only an aal2 session may write it, and each change is logged) and, if it differs,
 * asks Supabase Auth for an email change (it mails a confirmation link; the address changes once
 * that is followed, and the auth client tells the AuthProvider with USER_UPDATED).
 */
export async function updateProfile(
  current: Pick<User, "email">,
  values: ProfileValues,
): Promise<ProfileUpdate> {
  const { name, email } = profileSchema.parse(values);
  const saved = await supabase.rpc("save_admin_profile", { full_name: name });
  if (saved.error) throw saved.error;
  const emailChangeRequested = email.toLowerCase() !== current.email?.toLowerCase();
  let inUse = current.email ?? email;
  if (emailChangeRequested) {
    const { data, error } = await supabase.auth.updateUser({ email });
    if (error) throw error;
    inUse = data.user.email ?? inUse;
  }
  return { name: saved.data.full_name, email: inUse, emailChangeRequested };
}

export function useUpdateProfile(current: Pick<User, "id" | "email">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(current, values),
    onSuccess: ({ name }) => queryClient.setQueryData(profileKeys.name(current.id), name),
    meta: mutationToasts<ProfileValues, ProfileUpdate>({
      success: () => profileCopy.profile.toasts.success,
      error: () => profileCopy.profile.toasts.failed,
    }),
  });
}
