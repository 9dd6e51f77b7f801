import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardCopy } from "@/content/admin/dashboard";

const priorityTone = { high: "danger", medium: "default", low: "neutral" } as const;

/** The spec's sample task list, each with its priority. */
export function UpcomingTasks({ copy }: { copy: DashboardCopy["tasks"] }) {
  return (
    <Card className="p-5">
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <ul className="mt-2 divide-y divide-border">
        {copy.items.map((task) => (
          <li key={task.title} className="flex items-baseline justify-between gap-4 py-3">
            <div>
              <p className="text-sm font-medium text-navy-950">{task.title}</p>
              <p className="text-xs text-muted-foreground">{task.due}</p>
            </div>
            <Badge variant={priorityTone[task.priority]} size="md">
              {copy.priorities[task.priority]}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
