import { supabase } from "@/lib/supabase";

const BUCKET = "resource-thumbnails";

const extensionOf = (file: File) => (file.type === "image/png" ? "png" : "jpg");

/**
 * Stores `file` as {userId}/{timestamp}.{ext} (the bucket's policies allow an admin their own
 * folder only) and returns its object name and public URL.
 */
export async function uploadThumbnail(
  file: File,
  userId: string,
): Promise<{ path: string; publicUrl: string }> {
  const path = `${userId}/${Date.now()}.${extensionOf(file)}`;
  const { error } = await supabase.storage
    .from(BUCKET)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return { path, publicUrl: supabase.storage.from(BUCKET).getPublicUrl(path).data.publicUrl };
}

/**
 * Removes thumbnails just stored for a save the database refused, so a failed save leaves nothing
 * behind (a thumbnail the content history names is kept: the database refuses its deletion). A
 * failure is logged, not thrown: the save's own error is the one to show.
 */
export async function removeThumbnails(paths: (string | undefined)[]): Promise<void> {
  const names = paths.filter((path): path is string => Boolean(path));
  if (names.length === 0) return;
  const { error } = await supabase.storage.from(BUCKET).remove(names);
  if (error) console.error(`Could not remove the thumbnails ${names.join(", ")}:`, error);
}
