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

/** The object name behind a public thumbnail URL of this project's bucket; undefined for any other URL. */
export function thumbnailPathOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  // The bucket's public URL prefix, ".../storage/v1/object/public/resource-thumbnails/".
  const bucketUrl = supabase.storage.from(BUCKET).getPublicUrl("").data.publicUrl;
  if (!url.startsWith(bucketUrl)) return undefined;
  return decodeURIComponent(url.slice(bucketUrl.length)) || undefined;
}

/**
 * Removes stored thumbnails that nothing shows any more. A failure is logged, not thrown: the
 * resource change it follows has already been saved.
 */
export async function removeThumbnails(paths: (string | undefined)[]): Promise<void> {
  const names = paths.filter((path): path is string => Boolean(path));
  if (names.length === 0) return;
  const { error } = await supabase.storage.from(BUCKET).remove(names);
  if (error) console.error(`Could not remove the thumbnails ${names.join(", ")}:`, error);
}
