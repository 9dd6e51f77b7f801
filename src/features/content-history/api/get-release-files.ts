import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { sha256Hex } from "@/lib/sha256";
import { RELEASES_BUCKET } from "../archive/build-archive";
import type { ArchiveReleaseFile } from "../archive/format";
import { contentHistoryKeys } from "./keys";

/**
 * A release's file whose bytes are not those its SHA-256 names: storage answered something other
 * than what was recorded, so it is not shown as the record.
 */
export class AlteredReleaseFile extends Error {
  override name = "AlteredReleaseFile";
  constructor(readonly path: string) {
    super(`The bytes of ${path} are not those the release recorded`);
  }
}

/** The file's bytes, after checking they are the ones its SHA-256 names (a name proves nothing). */
export async function downloadReleaseFile(file: ArchiveReleaseFile): Promise<Uint8Array> {
  const { data, error } = await supabase.storage.from(RELEASES_BUCKET).download(file.sha256);
  if (error) throw error;
  if ((await sha256Hex(data)) !== file.sha256) throw new AlteredReleaseFile(file.path);
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
    // Other bytes are not a passing failure: asking again would only fetch them again.
    retry: (failures, error) => !(error instanceof AlteredReleaseFile) && failures < 1,
    queryFn: async () =>
      Promise.all(
        (files ?? []).map(async (file) => ({ ...file, content: await downloadReleaseFile(file) })),
      ),
  });
}
