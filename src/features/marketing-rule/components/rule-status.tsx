import { ShieldCheck } from "lucide-react";
import type { MarketingRuleStatusCopy } from "@/content/admin/marketing-rule";
import { LoadError } from "@/components/ui/load-error";
import { MIN_ANSWER_LENGTH } from "../check";

/**
 * Where a form stands with the Marketing Rule check, by the button that publishes it (which names
 * it with aria-describedby): blocked by errors, waiting for answers, or answered; and what the
 * check is.
 */
export function MarketingRuleStatus({
  id,
  copy,
  errors,
  unanswered,
  findings,
}: {
  id: string;
  copy: MarketingRuleStatusCopy;
  errors: number;
  unanswered: number;
  findings: number;
}) {
  return (
    <div id={id} className="grid gap-2">
      {errors > 0 ? (
        <LoadError size="inline" message={copy.blocked(errors)} />
      ) : unanswered > 0 ? (
        <p className="text-sm font-medium text-navy-900">
          {copy.unanswered(unanswered, MIN_ANSWER_LENGTH)}
        </p>
      ) : (
        findings > 0 && <p className="text-sm text-navy-900">{copy.answered}</p>
      )}
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {copy.aid}
      </p>
    </div>
  );
}
