import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { summarizeTraffic, type Traffic } from "../traffic-figures";

export type { PeriodFigure, Traffic, TrafficDay } from "../traffic-figures";

export const trafficKeys = {
  all: ["dashboard-traffic"] as const,
  period: (days: number) => [...trafficKeys.all, days] as const,
};

export async function getTraffic(days: number, signal?: AbortSignal): Promise<Traffic> {
  const rows = await runQuery(supabase.rpc("analytics_daily_series", { days }), signal);
  return summarizeTraffic(rows, days);
}

export const trafficQueryOptions = (days: number) =>
  queryOptions({
    queryKey: trafficKeys.period(days),
    queryFn: ({ signal }) => getTraffic(days, signal),
  });

export function useTraffic(days: number) {
  return useQuery({ ...trafficQueryOptions(days), placeholderData: keepPreviousData });
}
