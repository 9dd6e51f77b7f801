import { useMutation } from "@tanstack/react-query";
import { toCsv } from "@/lib/csv";
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

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribersCsv });
}
