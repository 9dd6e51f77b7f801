import { Clock } from "lucide-react";
import { Link } from "react-router-dom";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { paths } from "@/content/routes";
import { useNewestStamp } from "../api/get-newest-stamp";
import { formatInstant } from "../instants";

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
    <Card className="flex items-start gap-4 p-5">
      <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-600" />
      <div className="grid gap-1">
        <CardTitle>{copy.heading}</CardTitle>
        {isPending ? (
          <Spinner label={copy.loading} className="justify-start" />
        ) : error ? (
          <LoadError size="inline" message={copy.loadFailed} />
        ) : data ? (
          <>
            <p className="text-navy-900">{copy.age(hours!)}</p>
            <p className="text-sm text-muted-foreground">
              {copy.stampedOn(formatInstant(data.gen_time), data.tsa_url)}
            </p>
          </>
        ) : null}
        {!isPending && !error && stale && (
          <Alert variant="destructive" className="mt-2">
            <Clock aria-hidden="true" />
            <AlertTitle>{data ? copy.stale : copy.none}</AlertTitle>
          </Alert>
        )}
        <Link
          to={paths.admin.complianceArchive.getHref()}
          className="text-sm font-semibold text-navy-900 underline underline-offset-4"
        >
          {copy.archive}
        </Link>
      </div>
    </Card>
  );
}
