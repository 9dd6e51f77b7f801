import { Info } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { useTraffic } from "../api/get-traffic";
import { PartError, PartLoading } from "./part-states";
import { TopListCard } from "./top-list-card";
import { TrafficCards } from "./traffic-cards";
import { TrafficChart } from "./traffic-chart";

type Copy = DashboardCopy["traffic"];

/** The visitor figures of the last `days` days: cards, the chart per day, top pages and sources. */
export function TrafficOverview({ days, copy }: { days: number; copy: Copy }) {
  const traffic = useTraffic(days);
  const retry = () => void traffic.refetch();
  return (
    <div className="grid gap-6">
      {traffic.data?.hasDemoDays && (
        <p className="flex gap-2 rounded-md border border-brass-300 bg-brass-50 p-3 text-sm text-navy-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-700" />
          {copy.demoNotice}
        </p>
      )}
      <TrafficCards traffic={traffic} days={days} copy={copy} onRetry={retry} />
      <Card className="p-5">
        <h3 className="font-display text-lg font-semibold text-navy-950">{copy.chart.heading}</h3>
        {traffic.isPending ? (
          <PartLoading label={copy.loading} lines={4} />
        ) : traffic.isError ? (
          <PartError message={copy.loadFailed} retry={copy.retry} onRetry={retry} />
        ) : traffic.data.isEmpty ? (
          <p className="mt-4 text-sm text-muted-foreground">{copy.empty}</p>
        ) : (
          <div className="mt-4">
            <TrafficChart days={traffic.data.days} copy={copy.chart} />
          </div>
        )}
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopListCard list="pages" days={days} copy={copy} />
        <TopListCard list="sources" days={days} copy={copy} />
      </div>
    </div>
  );
}
