import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { publicContentTables } from "../public-tables";
import { servedReleases } from "../served-releases";
import { publicationKeys } from "./keys";

export interface Release {
  id: string;
  recordedAt: string;
  /** The newest content-history entry whose change the release shows (null: recorded before). */
  contentThrough: number | null;
}

export interface Build {
  id: string;
  contentThrough: number;
  status: "building" | "live" | "failed";
  releaseId: string | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface PendingChange {
  id: number;
  table: string;
  rowId: string;
  occurredAt: string;
}

export interface PublicationState {
  /** Newest first. */
  releases: Release[];
  /** Newest first. */
  builds: Build[];
  /** Changes the public would see that no release holds yet, oldest first. */
  pending: PendingChange[];
}

/** The releases, builds and pending changes (admins at aal2 read them; row-level security). */
export async function getPublicationState({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PublicationState> {
  const [releases, builds] = await Promise.all([
    runQuery(
      supabase
        .from("site_releases")
        .select("id, recorded_at, content_through")
        .order("recorded_at", { ascending: false })
        .limit(100),
      signal,
    ),
    runQuery(
      supabase
        .from("site_builds")
        .select("id, content_through, status, release_id, error, started_at, finished_at")
        .order("started_at", { ascending: false })
        .limit(50),
      signal,
    ),
  ]);
  const served = servedReleases(releases, builds);
  const liveThrough = Math.max(
    0,
    ...served.map((release) => release.content_through ?? 0),
    ...builds.filter((build) => build.status === "live").map((build) => build.content_through),
  );
  const pending = await runQuery(
    supabase
      .from("content_history")
      .select("id, table_name, row_id, occurred_at")
      .in("table_name", publicContentTables)
      .gt("id", liveThrough)
      .order("id")
      .limit(100),
    signal,
  );
  return {
    releases: served.map((release) => ({
      id: release.id,
      recordedAt: release.recorded_at,
      contentThrough: release.content_through,
    })),
    builds: builds.map((build) => ({
      id: build.id,
      contentThrough: build.content_through,
      status: build.status,
      releaseId: build.release_id,
      error: build.error,
      startedAt: build.started_at,
      finishedAt: build.finished_at,
    })),
    pending: pending.map((entry) => ({
      id: entry.id,
      table: entry.table_name,
      rowId: entry.row_id,
      occurredAt: entry.occurred_at,
    })),
  };
}

/** Where the change entered as history entry `entryId` is: live (since when, in which release), failed, or under way. */
export type Whereabouts =
  | { state: "live"; since: string; releaseId: string }
  | { state: "failed"; error: string }
  | { state: "publishing" };

export function whereIs({ releases, builds }: PublicationState, entryId: number): Whereabouts {
  // The first release that shows it (releases are newest first).
  const release = releases.findLast((candidate) => (candidate.contentThrough ?? 0) >= entryId);
  if (release) return { state: "live", since: release.recordedAt, releaseId: release.id };
  const build = builds.find((candidate) => candidate.contentThrough >= entryId);
  if (build?.status === "live" && build.releaseId)
    return {
      state: "live",
      since: build.finishedAt ?? build.startedAt,
      releaseId: build.releaseId,
    };
  if (build?.status === "failed") return { state: "failed", error: build.error ?? "" };
  return { state: "publishing" };
}

const publicationStateQueryOptions = () =>
  queryOptions({
    queryKey: publicationKeys.state(),
    queryFn: ({ signal }) => getPublicationState({ signal }),
    // A change saved anywhere in the back office is a publication: look every ten seconds, and every
    // two while one is on its way.
    refetchInterval: (query) => (query.state.data?.pending.length ? 2000 : 10_000),
  });

export function usePublicationState() {
  return useQuery(publicationStateQueryOptions());
}
