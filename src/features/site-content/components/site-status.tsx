import { CircleAlert, Globe, LoaderCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { LoadError } from "@/components/ui/load-error";
import { siteStatusCopy as copy } from "@/content/admin/page-editor";
import { usePublicationState } from "../api/get-publication-state";

/**
 * Where the public site is: the live release and since when, and what published changes are on
 * their way (or why the last build failed, the release before still live). Announced as it changes.
 */
export function SiteStatus({ formatTime }: { formatTime: (instant: string) => string }) {
  const state = usePublicationState();
  if (state.isPending) return null;
  if (state.isError) return <LoadError message={copy.loadFailed} />;
  const { releases, builds, pending } = state.data;
  const live = releases[0];
  const failed = pending.length > 0 && builds[0]?.status === "failed" ? builds[0] : undefined;
  const what = [...new Set(pending.map((change) => copy.tables[change.table] ?? change.table))];
  return (
    <Alert variant={failed ? "destructive" : "info"} role="status">
      {failed ? (
        <CircleAlert aria-hidden="true" />
      ) : pending.length > 0 ? (
        <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        <Globe aria-hidden="true" />
      )}
      <AlertTitle>{copy.heading}</AlertTitle>
      <AlertDescription className="gap-1">
        <p>{live ? copy.live(live.id.slice(0, 8), formatTime(live.recordedAt)) : copy.none}</p>
        <p>
          {failed
            ? copy.failed(failed.error ?? "")
            : pending.length > 0
              ? `${copy.publishing(pending.length)} (${what.join(", ")})`
              : copy.upToDate}
        </p>
      </AlertDescription>
    </Alert>
  );
}
