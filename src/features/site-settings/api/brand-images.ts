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

/** The object name behind a public URL of the bucket; undefined for any other URL. */
export function brandImagePathOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const bucketUrl = supabase.storage.from(BUCKET).getPublicUrl("").data.publicUrl;
  if (!url.startsWith(bucketUrl)) return undefined;
  return decodeURIComponent(url.slice(bucketUrl.length)) || undefined;
}

/**
 * Removes pictures nothing shows any more (each build keeps its own copy, so a release does not
 * need them). A failure is logged, not thrown: the settings it follows are saved.
 */
export async function removeBrandImages(paths: (string | undefined)[]): Promise<void> {
  const names = paths.filter((path): path is string => Boolean(path));
  if (names.length === 0) return;
  const { error } = await supabase.storage.from(BUCKET).remove(names);
  if (error) console.error(`Could not remove the pictures ${names.join(", ")}:`, error);
}
