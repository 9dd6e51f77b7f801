import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { RELEASES_BUCKET } from "../archive/build-archive";
import type { ArchiveReleaseFile } from "../archive/format";
import { contentHistoryKeys } from "./keys";

async function downloadReleaseFile(sha256: string): Promise<Uint8Array> {
  const { data, error } = await supabase.storage.from(RELEASES_BUCKET).download(sha256);
  if (error) throw error;
  return new Uint8Array(await data.arrayBuffer());
}

export interface LoadedFile extends ArchiveReleaseFile {
  content: Uint8Array;
}

/** The files (a page and the release's assets, say), each fetched once: they never change. */
export function useReleaseFiles(files: ArchiveReleaseFile[] | undefined) {
  const hashes = files?.map((file) => file.sha256) ?? [];
  return useQuery({
    queryKey: [...contentHistoryKeys.releaseFile(hashes.join(",")), "set"],
    enabled: !!files,
    staleTime: Infinity,
    queryFn: async () =>
      Promise.all(
        (files ?? []).map(async (file) => ({
          ...file,
          content: await downloadReleaseFile(file.sha256),
        })),
      ),
  });
}
