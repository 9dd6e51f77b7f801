import { useMutation } from "@tanstack/react-query";
import { reviewLogCopy } from "@/content/admin/content-management";
import { CSV_MIME_TYPE } from "@/lib/csv";
import { fileNameStamp, saveBlob } from "@/lib/downloads";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { readActorDirectory } from "../actors";
import { buildReviewLogCsv } from "../review-log-csv";
import { getReviewLog } from "./get-review-log";

const copy = reviewLogCopy.export;

/** The whole review log, read anew, as CSV: saved, then said. */
export function useReviewLogExport() {
  return useMutation({
    mutationFn: async () => {
      const [publications, actors] = await Promise.all([
        getReviewLog(),
        readActorDirectory(supabase),
      ]);
      const fileName = `review-log-${fileNameStamp(new Date())}.csv`;
      saveBlob(
        new Blob([buildReviewLogCsv(publications, actors)], { type: CSV_MIME_TYPE }),
        fileName,
      );
      return fileName;
    },
    meta: mutationToasts<void, string>({
      success: (_variables, fileName) => ({ title: copy.saved(fileName) }),
      error: () => ({ title: copy.failed }),
    }),
  });
}
