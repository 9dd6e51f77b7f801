import { useId } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { complianceSettingsCopy as copy } from "@/content/admin/compliance-settings";
import { usePublishingPolicy } from "../api/get-publishing-policy";
import { useSetPublishingPolicy } from "../api/set-publishing-policy";

/**
 * Settings → Compliance: whether publishing a page needs another admin's approval. The switch saves
 * as it is turned (a toast says so), and shows the saved state again if the save is refused.
 */
export function ComplianceCard() {
  const policy = usePublishingPolicy();
  const change = useSetPublishingPolicy();
  const id = useId();
  const checked = change.isPending
    ? change.variables.requireApproval
    : (policy.data?.requireApproval ?? false);
  return (
    <Card asChild className="p-4 sm:p-6">
      <section aria-labelledby={`${id}-heading`}>
        <CardTitle id={`${id}-heading`} className="mb-4">
          {copy.heading}
        </CardTitle>
        {policy.isPending ? (
          <Skeleton className="h-12 rounded-md" aria-label={copy.loading} />
        ) : policy.isError ? (
          <LoadError
            size="inline"
            message={copy.loadFailed}
            retry={{ label: copy.retry, onRetry: () => void policy.refetch() }}
          />
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-switch`}>{copy.requireApproval}</Label>
              <p id={`${id}-description`} className="text-sm text-muted-foreground">
                {copy.description}
              </p>
            </div>
            <Switch
              id={`${id}-switch`}
              aria-describedby={`${id}-description`}
              checked={checked}
              disabled={change.isPending}
              onCheckedChange={(requireApproval) => change.mutate({ requireApproval })}
            />
          </div>
        )}
      </section>
    </Card>
  );
}
