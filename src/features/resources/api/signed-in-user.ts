import { resourcesCopy } from "@/content/admin/content-management";
import { supabase } from "@/lib/supabase";

// A resource and its thumbnail folder belong to the admin who adds them (the policies check
// user_id = auth.uid() and the folder's name).

/** The signed-in user's id; a signed-out caller gets the spec's error. */
export async function signedInUserId(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error(resourcesCopy.toasts.signedOut);
  return userId;
}
