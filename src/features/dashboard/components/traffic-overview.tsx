import { Info } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { useTraffic } from "../api/get-traffic";
import { CappedDaysNotice } from "./capped-days-notice";
import { PartLoading } from "./part-states";
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
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription>{copy.demoNotice}</AlertDescription>
        </Alert>
      )}
      <CappedDaysNotice days={traffic.data?.cappedDays ?? []} copy={copy} />
      <TrafficCards traffic={traffic} days={days} copy={copy} onRetry={retry} />
      <Card className="p-5">
        <CardTitle asChild>
          <h3>{copy.chart.heading}</h3>
        </CardTitle>
        {traffic.isPending ? (
          <PartLoading label={copy.loading} lines={4} />
        ) : traffic.isError ? (
          <LoadError
            message={copy.loadFailed}
            retry={{ label: copy.retry, onRetry: retry }}
            className="mt-4"
          />
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
