import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { formatDay } from "@/lib/instants";

/** Names the period's days that reached the daily cap of recorded events; nothing without one. */
export function CappedDaysNotice({
  days,
  copy,
}: {
  days: readonly string[];
  copy: DashboardCopy["traffic"];
}) {
  if (days.length === 0) return null;
  return (
    <Alert variant="info" data-notice="capped-days">
      <TriangleAlert aria-hidden="true" />
      <AlertDescription>{copy.cappedNotice(days.map(formatDay))}</AlertDescription>
    </Alert>
  );
}
