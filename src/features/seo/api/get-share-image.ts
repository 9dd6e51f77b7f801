import { useQuery } from "@tanstack/react-query";
import { downloadReleaseFile, type ArchiveReleaseFile } from "@/features/content-history";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { seoKeys } from "./keys";

/**
 * A share card's picture as the release keeps it (checked against its SHA-256), as a data: URL:
 * never fetched from the address the page names, so the preview is what the release holds.
 */
async function getShareImage(releaseId: string, path: string, signal?: AbortSignal) {
  const [release] = await runQuery(
    supabase.from("site_releases").select("assets").eq("id", releaseId),
    signal,
  );
  const file = (release?.assets as unknown as ArchiveReleaseFile[] | undefined)?.find(
    (asset) => asset.path === path,
  );
  if (!file) throw new Error(`The release does not hold ${path}`);
  const bytes = await downloadReleaseFile(file);
  const blob = new Blob([bytes as BlobPart], { type: file.type ?? "application/octet-stream" });
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${path}`));
    reader.readAsDataURL(blob);
  });
}

export function useShareImage(releaseId: string, path: string | undefined) {
  return useQuery({
    queryKey: seoKeys.shareImage(releaseId, path ?? ""),
    enabled: !!path,
    // A release's file never changes.
    staleTime: Infinity,
    queryFn: ({ signal }) => getShareImage(releaseId, path!, signal),
  });
}
