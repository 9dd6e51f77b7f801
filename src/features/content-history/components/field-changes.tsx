import { useState } from "react";
import { historyThumbnailAlt, type HistoryEntryCopy } from "@/content/content-history";
import { useActorDirectory } from "../api/get-actor-directory";
import type { HistoryEntry } from "../api/select-history";
import { describeChanges, type FieldValue } from "../diff";

/** Up to this many fields the diff is shown open; a whole added or deleted row starts closed. */
const OPEN_UP_TO = 3;

/**
 * An entry's readable diff: each touched field with its value before (struck out) and after, in a
 * disclosure whose summary names the fields, so a page of entries stays short.
 */
export function FieldChanges({
  entry,
  copy,
}: {
  entry: Pick<HistoryEntry, "operation" | "before" | "after">;
  copy: HistoryEntryCopy;
}) {
  const { data: people } = useActorDirectory();
  const changes = describeChanges(entry, { people });
  if (changes.length === 0) return <p className="text-sm text-navy-700">{copy.noFieldChanged}</p>;
  return (
    <details open={changes.length <= OPEN_UP_TO} className="grid gap-2 text-sm">
      <summary className="w-fit cursor-pointer rounded-sm font-semibold text-navy-800 [overflow-wrap:anywhere] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {copy.fields(changes.map((change) => change.label))}
      </summary>
      <dl className="mt-2 divide-y divide-border rounded-md border border-border">
        {changes.map((change) => (
          <div
            key={change.field}
            className="grid gap-1.5 px-3 py-2.5 sm:grid-cols-[9rem_1fr] sm:gap-4"
          >
            <dt className="font-semibold text-navy-900">{change.label}</dt>
            <dd className="grid min-w-0 gap-1">
              {change.before !== undefined && (
                <ChangeSide label={copy.before} value={change.before} mark="del" />
              )}
              {change.after !== undefined && (
                <ChangeSide label={copy.after} value={change.after} mark="ins" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const marks = {
  del: { className: "rounded-sm bg-red-50 px-1 text-red-800", alt: historyThumbnailAlt.before },
  ins: {
    className: "rounded-sm bg-signal-50 px-1 text-signal-700 no-underline",
    alt: historyThumbnailAlt.after,
  },
};

/** One side of a change: "Before" with the old value struck out, or "After" with the new one. */
function ChangeSide({
  label,
  value,
  mark,
}: {
  label: string;
  value: FieldValue;
  mark: "del" | "ins";
}) {
  const Mark = mark;
  return (
    <p className="[overflow-wrap:anywhere]">
      <span className="mr-2 text-xs font-semibold uppercase tracking-wide text-navy-600">
        {label}
      </span>
      <Mark className={marks[mark].className}>
        <Value value={value} alt={marks[mark].alt} />
      </Mark>
    </p>
  );
}

/** A value's text, or the picture it names; a picture that cannot load leaves its address as a link. */
function Value({ value, alt }: { value: FieldValue; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!value.imageUrl) return value.text;
  if (failed)
    return (
      <a href={value.imageUrl} className="break-all underline">
        {value.imageUrl}
      </a>
    );
  return (
    <img
      src={value.imageUrl}
      alt={alt}
      loading="lazy"
      className="my-1 inline-block h-16 w-24 rounded border border-border bg-navy-50 object-cover align-middle"
      onError={() => setFailed(true)}
    />
  );
}
