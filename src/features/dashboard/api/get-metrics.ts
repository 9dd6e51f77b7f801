import { queryOptions, useQuery } from "@tanstack/react-query";
import { metricDefaults, type SiteMetricName } from "@/content/admin/dashboard";
import { runCountedQuery, runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export type Metrics = Record<SiteMetricName, number>;

export const metricKeys = {
  all: ["dashboard-metrics"] as const,
  current: () => [...metricKeys.all, "current"] as const,
};

/** The subscriber count: the real number of rows, not a typed-in figure. */
async function subscriberCount(signal?: AbortSignal): Promise<number> {
  const { total } = await runCountedQuery(
    supabase.from("newsletter_subscribers").select("id", { count: "exact", head: true }),
    signal,
  );
  return total;
}

/**
 * The cards beside the visitor figures: the newsletter list counted from newsletter_subscribers, and
 * the SEO score from website_analytics (the spec's demo figure; its default when the row is missing).
 */
export async function getMetrics({ signal }: { signal?: AbortSignal } = {}): Promise<Metrics> {
  const [seo, subscribers] = await Promise.all([
    runQuery(
      supabase
        .from("website_analytics")
        .select("metric_value")
        .eq("metric_name", "seo_score")
        .limit(1),
      signal,
    ),
    subscriberCount(signal),
  ]);
  return {
    email_subscribers: subscribers,
    seo_score: seo[0]?.metric_value ?? metricDefaults.seo_score,
  };
}

const metricsQueryOptions = () =>
  queryOptions({
    queryKey: metricKeys.current(),
    queryFn: ({ signal }) => getMetrics({ signal }),
  });

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
