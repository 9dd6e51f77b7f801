import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteMetricName } from "@/content/admin/dashboard";
import { runCountedQuery } from "@/lib/run-query";
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
 * The card beside the visitor figures: the newsletter list counted from newsletter_subscribers. (The
 * SEO card beside it reads the SEO analyses: src/features/seo.)
 */
export async function getMetrics({ signal }: { signal?: AbortSignal } = {}): Promise<Metrics> {
  return { email_subscribers: await subscriberCount(signal) };
}

const metricsQueryOptions = () =>
  queryOptions({
    queryKey: metricKeys.current(),
    queryFn: ({ signal }) => getMetrics({ signal }),
  });

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
