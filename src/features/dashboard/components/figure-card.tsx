import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** One figure of the dashboard: its label, the value (a skeleton until it is known) and notes. */
export function FigureCard({
  label,
  metric,
  value,
  children,
}: {
  label: string;
  /** The figure's name, as `data-metric` (what the tests find it by). */
  metric: string;
  /** Undefined while loading. */
  value: string | undefined;
  children?: ReactNode;
}) {
  return (
    <Card className="h-full p-5">
      <p className="text-sm font-medium text-navy-700">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-24" />
      ) : (
        <>
          <p
            className="mt-1 font-display text-3xl font-semibold text-navy-950"
            data-metric={metric}
          >
            {value}
          </p>
          {children}
        </>
      )}
    </Card>
  );
}
