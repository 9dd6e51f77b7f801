import { Clock } from "lucide-react";
import { AgeCard } from "@/components/dashboard/age-card";
import { Alert, AlertTitle } from "@/components/ui/alert";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { paths } from "@/content/routes";
import { useNewestStamp } from "../api/get-newest-stamp";
import { formatInstant } from "@/lib/instants";

/** Past this, the daily stamp of the history has not run: the dashboard says so. */
export const STAMP_STALE_AFTER_HOURS = 24;

const hoursSince = (iso: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 3_600_000));

/** The dashboard's account of the newest time-stamp of the content history, warning past a day. */
export function StampAge({ copy }: { copy: DashboardCopy["stampAge"] }) {
  const { data, error, isPending } = useNewestStamp();
  const hours = data ? hoursSince(data.gen_time, new Date()) : undefined;
  const stale = data === null || (hours !== undefined && hours >= STAMP_STALE_AFTER_HOURS);
  return (
    <AgeCard
      icon={Clock}
      heading={copy.heading}
      isPending={isPending}
      error={error}
      loading={copy.loading}
      loadFailed={copy.loadFailed}
      link={{ to: paths.admin.complianceArchive.getHref(), label: copy.archive }}
    >
      {data && (
        <>
          <p className="text-navy-900">{copy.age(hours!)}</p>
          <p className="text-sm text-muted-foreground">
            {copy.stampedOn(formatInstant(data.gen_time), data.tsa_url)}
          </p>
        </>
      )}
      {stale && (
        <Alert variant="destructive" className="mt-2">
          <Clock aria-hidden="true" />
          <AlertTitle>{data ? copy.stale : copy.none}</AlertTitle>
        </Alert>
      )}
    </AgeCard>
  );
}
