import { useMutation } from "@tanstack/react-query";
import { complianceArchiveCopy } from "@/content/content-history";
import { restHeaders } from "@/lib/anonymous-rest";
import { saveBlob } from "@/lib/downloads";
import { readSupabaseEnv } from "@/lib/env";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { archiveFileName, buildArchive } from "../archive/build-archive";

/** GET of a Data API path as the signed-in admin, answered as text (for lossless-json). */
async function restText(path: string, signal?: AbortSignal): Promise<string> {
  const { url, key } = readSupabaseEnv();
  const { data } = await supabase.auth.getSession();
  const response = await fetch(`${url}/rest/v1/${path}`, {
    headers: restHeaders(key, data.session?.access_token),
    signal,
  });
  if (!response.ok)
    throw new Error(`The Data API answered ${response.status}: ${await response.text()}`);
  return response.text();
}

/** The whole record as one verifiable zip (archive/format.ts). */
type Archive = { fileName: string; content: Blob };

export async function exportArchive(): Promise<Archive> {
  const exportedAt = new Date();
  const bytes = await buildArchive({ client: supabase, restText }, { exportedAt });
  return {
    fileName: archiveFileName(exportedAt),
    content: new Blob([bytes.slice().buffer], { type: "application/zip" }),
  };
}

const copy = complianceArchiveCopy.archive;

/** Exports and saves the zip, then says so. */
export function useArchiveExport() {
  return useMutation({
    mutationFn: async () => {
      const archive = await exportArchive();
      saveBlob(archive.content, archive.fileName);
      return archive;
    },
    meta: mutationToasts<void, Archive>({
      success: (_variables, { fileName }) => ({ title: copy.saved(fileName) }),
      error: () => ({ title: copy.failed }),
    }),
  });
}
