import { Badge } from "@/components/ui/badge";
import { pageStateCopy as copy } from "@/content/admin/page-editor";
import { usePublicationState, whereIs } from "../api/get-publication-state";

/** The release's short name, as the archive shows it. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * Where a published change is (its content-history entry `entryId`): "Publishing…" while no release
 * holds it, "Live since 10:42 (release 3f2a…)" once one does, or the build's error with the previous
 * release still live. Announced as it changes.
 */
export function PublicationStatus({
  entryId,
  formatTime,
}: {
  entryId: number | null;
  formatTime: (instant: string) => string;
}) {
  const state = usePublicationState();
  if (entryId === null || !state.data) return null;
  const where = whereIs(state.data, entryId);
  return (
    <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-navy-800">
      {where.state === "live" ? (
        <Badge variant="success" size="md">
          {copy.live(formatTime(where.since), shortId(where.releaseId))}
        </Badge>
      ) : where.state === "failed" ? (
        <>
          <Badge variant="danger" size="md">
            {copy.failed}
          </Badge>
          <span>{copy.failedHint(where.error)}</span>
        </>
      ) : (
        <Badge variant="warning" size="md">
          {copy.publishing}
        </Badge>
      )}
    </p>
  );
}
