import { queryOptions, useQuery } from "@tanstack/react-query";
import { metricDefaults, type MetricName } from "@/content/admin/dashboard";
import { runCountedQuery, runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export interface Metric {
  value: number;
  /** Percent since the last period, as stored; null where it is not tracked (the subscriber count). */
  change: number | null;
}

export type Metrics = Record<MetricName, Metric>;

export const metricKeys = {
  all: ["dashboard-metrics"] as const,
  current: () => [...metricKeys.all, "current"] as const,
};

const isMetricName = (name: string): name is MetricName => name in metricDefaults;

/** The subscriber count: the real number of rows, not a typed-in figure. */
async function subscriberCount(signal?: AbortSignal): Promise<number> {
  const { total } = await runCountedQuery(
    supabase.from("newsletter_subscribers").select("id", { count: "exact", head: true }),
    signal,
  );
  return total;
}

/**
 * The dashboard's four metrics from website_analytics, newest first, with email_subscribers counted
 * from newsletter_subscribers. A metric the table does not have keeps its default (spec §3).
 */
export async function getMetrics({ signal }: { signal?: AbortSignal } = {}): Promise<Metrics> {
  const [rows, subscribers] = await Promise.all([
    runQuery(
      supabase
        .from("website_analytics")
        .select("metric_name, metric_value, percentage_change")
        .order("updated_at", { ascending: false }),
      signal,
    ),
    subscriberCount(signal),
  ]);
  const metrics = Object.fromEntries(
    Object.entries(metricDefaults).map(([name, value]) => [name, { value, change: null }]),
  ) as Metrics;
  for (const row of rows) {
    if (isMetricName(row.metric_name)) {
      metrics[row.metric_name] = { value: row.metric_value, change: Number(row.percentage_change) };
    }
  }
  metrics.email_subscribers = { value: subscribers, change: null };
  return metrics;
}

export const metricsQueryOptions = () =>
  queryOptions({
    queryKey: metricKeys.current(),
    queryFn: ({ signal }) => getMetrics({ signal }),
  });

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
