import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { useAuth } from "@/features/auth";
import { useRecentSecurityEvents, type RecentSecurityEvent } from "@/features/security-events";
import { cn } from "@/lib/utils";

const RECENT_EVENTS = 6;
const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const severityTone: Record<string, string> = {
  critical: "bg-red-100 text-red-800",
  high: "bg-orange-100 text-orange-800",
  medium: "bg-navy-100 text-navy-800",
  low: "bg-emerald-100 text-emerald-800",
};

function EventLine({
  event,
  copy,
  ownId,
}: {
  event: RecentSecurityEvent;
  copy: DashboardCopy["activity"];
  ownId: string | undefined;
}) {
  const actor =
    event.user_id === ownId ? copy.you : `${copy.otherUser} ${event.user_id.slice(0, 8)}`;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div>
        <p className="text-sm font-medium text-navy-950">
          {copy.actions[event.action] ?? event.action}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={event.created_at}>{timeFormat.format(new Date(event.created_at))}</time> ·{" "}
          {actor}
        </p>
      </div>
      <span
        className={cn(
          "rounded-full px-2 py-0.5 text-xs font-semibold",
          severityTone[event.severity],
        )}
      >
        {event.severity}
      </span>
    </li>
  );
}

/** The newest entries of the security log, with time and actor. */
export function RecentActivity({ copy }: { copy: DashboardCopy["activity"] }) {
  const events = useRecentSecurityEvents(RECENT_EVENTS);
  const { user } = useAuth();
  return (
    <Card className="p-5">
      <h2 className="font-display text-xl font-semibold text-navy-950">{copy.heading}</h2>
      <p className="text-sm text-muted-foreground">{copy.description}</p>
      {events.isPending ? (
        <div role="status" aria-label={copy.loading} className="mt-4 grid gap-3">
          {[0, 1, 2].map((line) => (
            <Skeleton key={line} className="h-10" />
          ))}
        </div>
      ) : events.isError ? (
        <div role="alert" className="mt-4 text-sm">
          <p className="text-destructive">{copy.loadFailed}</p>
          <Button variant="outline" className="mt-3" onClick={() => void events.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : events.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {events.data.map((event) => (
            <EventLine key={event.id} event={event} copy={copy} ownId={user?.id} />
          ))}
        </ul>
      )}
    </Card>
  );
}
