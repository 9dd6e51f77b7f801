import { useMutation } from "@tanstack/react-query";
import { dashboardCopy } from "@/content/admin/dashboard";
import { CSV_MIME_TYPE, toCsv } from "@/lib/csv";
import { saveBlob } from "@/lib/downloads";
import { mutationToasts } from "@/lib/mutation-toasts";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export type SubscriberRow = { email: string; source_path: string; consented_at: string };

// The API answers at most max_rows (1000, supabase/config.toml) rows a request: read in pages.
const PAGE_SIZE = 1000;

async function allSubscribers(): Promise<SubscriberRow[]> {
  const rows: SubscriberRow[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const page = await runQuery(
      supabase
        .from("newsletter_subscribers")
        .select("email, source_path, consented_at")
        .order("consented_at", { ascending: true })
        .order("id", { ascending: true })
        .range(from, from + PAGE_SIZE - 1),
    );
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows;
  }
}

const columns = ["email", "source_path", "consented_at"] as const;

/**
 * Every subscriber, oldest first, as CSV with a header row (the admin area's writer: a cell that
 * would run as a spreadsheet formula is written as text); null when there is none.
 */
export async function exportSubscribersCsv(): Promise<string | null> {
  const rows = await allSubscribers();
  if (rows.length === 0) return null;
  return toCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );
}

const copy = dashboardCopy.export;

/** Saves the list as a CSV file; an empty list is said instead. */
export function useExportSubscribers() {
  return useMutation({
    mutationFn: async () => {
      const csv = await exportSubscribersCsv();
      if (csv !== null) saveBlob(new Blob([csv], { type: CSV_MIME_TYPE }), copy.fileName);
      return csv;
    },
    meta: mutationToasts<void, string | null>({
      success: (_variables, csv) => (csv === null ? { ...copy.empty, kind: "info" } : undefined),
      error: () => copy.failed,
    }),
  });
}
