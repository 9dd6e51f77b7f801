import type { HistoryEntryCopy } from "@/content/content-history";
import type { HistoryEntry } from "../api/select-history";
import { describeChanges } from "../diff";

/** An entry's readable diff: each touched field with its value before (struck out) and after. */
export function FieldChanges({
  entry,
  copy,
}: {
  entry: Pick<HistoryEntry, "operation" | "before" | "after">;
  copy: HistoryEntryCopy;
}) {
  const changes = describeChanges(entry);
  if (changes.length === 0) return <p className="text-sm text-navy-700">{copy.noFieldChanged}</p>;
  return (
    <dl className="divide-y divide-border rounded-md border border-border text-sm">
      {changes.map((change) => (
        <div
          key={change.field}
          className="grid gap-1.5 px-3 py-2.5 sm:grid-cols-[9rem_1fr] sm:gap-4"
        >
          <dt className="font-semibold text-navy-900">{change.label}</dt>
          <dd className="grid min-w-0 gap-1">
            {change.before !== undefined && (
              <p className="[overflow-wrap:anywhere]">
                <span className="mr-2 text-xs font-semibold uppercase tracking-wide text-navy-600">
                  {copy.before}
                </span>
                <del className="rounded-sm bg-red-50 px-1 text-red-800">{change.before}</del>
              </p>
            )}
            {change.after !== undefined && (
              <p className="[overflow-wrap:anywhere]">
                <span className="mr-2 text-xs font-semibold uppercase tracking-wide text-navy-600">
                  {copy.after}
                </span>
                <ins className="rounded-sm bg-signal-50 px-1 text-signal-700 no-underline">
                  {change.after}
                </ins>
              </p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
