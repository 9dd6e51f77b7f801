import { supabase } from "@/lib/supabase";
import { brandImageKind } from "../schemas";

const BUCKET = "site-assets";

/** The signed-in admin's id: their folder of the bucket (its policies allow no other). */
async function adminFolder(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error("Sign in again to upload a picture.");
  return userId;
}

/** Stores `file` as {userId}/{timestamp}.{ext}; answers its object name and public URL. */
export async function uploadBrandImage(file: File): Promise<{ path: string; publicUrl: string }> {
  const kind = brandImageKind(file);
  if (!kind) throw new Error(`${file.name} is not a PNG, SVG or ICO file.`);
  const path = `${await adminFolder()}/${Date.now()}.${kind.extension}`;
  const { error } = await supabase.storage
    .from(BUCKET)
    .upload(path, file, { contentType: kind.type, upsert: false });
  if (error) throw error;
  return { path, publicUrl: supabase.storage.from(BUCKET).getPublicUrl(path).data.publicUrl };
}

/**
 * Removes pictures just stored for a save the database refused, so a failed save leaves nothing
 * behind (a picture the content history names is kept: the database refuses its deletion). A
 * failure is logged, not thrown: the save's own error is the one to show.
 */
export async function removeBrandImages(paths: (string | undefined)[]): Promise<void> {
  const names = paths.filter((path): path is string => Boolean(path));
  if (names.length === 0) return;
  const { error } = await supabase.storage.from(BUCKET).remove(names);
  if (error) console.error(`Could not remove the pictures ${names.join(", ")}:`, error);
}
