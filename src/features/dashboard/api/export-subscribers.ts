import { useMutation } from "@tanstack/react-query";
import Papa from "papaparse";
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

/** Every subscriber, oldest first, as CSV with a header row; null when there is none. */
export async function exportSubscribersCsv(): Promise<string | null> {
  const rows = await allSubscribers();
  if (rows.length === 0) return null;
  return Papa.unparse<SubscriberRow>(rows, { columns: ["email", "source_path", "consented_at"] });
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribersCsv });
}
