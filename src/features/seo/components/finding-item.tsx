import { Badge } from "@/components/ui/badge";
import { seoCopy } from "@/content/admin/seo-tools";
import type { Finding, FindingStatus } from "../analysis";

const tone = { pass: "success", warning: "warning", error: "danger" } as const;

export function StatusBadge({ status }: { status: FindingStatus }) {
  return (
    <Badge variant={tone[status]} data-status={status}>
      {seoCopy.statusLabel[status]}
    </Badge>
  );
}

/** A finding: its status, the element it is about, what was found and what to change. */
export function FindingItem({ finding, where }: { finding: Finding; where?: string }) {
  return (
    <li className="grid min-w-0 gap-1 py-3 text-sm [overflow-wrap:anywhere]">
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge status={finding.status} />
        {where && <span className="font-semibold text-navy-950">{where}</span>}
        <code className="font-mono text-xs text-navy-800 [overflow-wrap:anywhere]">
          {finding.element}
        </code>
      </p>
      <p className="text-navy-900">{finding.message}</p>
      {finding.fix && (
        <p className="text-navy-700">
          <span className="font-semibold">{seoCopy.overview.fix}</span> {finding.fix}
        </p>
      )}
    </li>
  );
}
