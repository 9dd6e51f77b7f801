import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import type { ArchiveRelease } from "../archive/format";
import { contentHistoryKeys } from "./keys";

export interface ReleaseStamp {
  tsaUrl: string;
  genTime: string;
}

export interface PublishedRelease extends ArchiveRelease {
  /** The authority's stamp of the release's history entry, if it has one. */
  stamp?: ReleaseStamp;
}

export interface PublishedSite {
  /** Newest first. */
  releases: PublishedRelease[];
  /** The configured authority's URL, or null: releases are not externally time-stamped. */
  authorityUrl: string | null;
}

async function getPublishedSite(signal?: AbortSignal): Promise<PublishedSite> {
  const [releases, stamps, authority] = await Promise.all([
    runQuery(
      supabase
        .from("site_releases")
        .select("id, recorded_at, build_commit, build_modified, pages, assets")
        .order("recorded_at", { ascending: false }),
      signal,
    ),
    runQuery(
      supabase
        .from("history_timestamps")
        .select("release_id, tsa_url, gen_time")
        .eq("kind", "release"),
      signal,
    ),
    runQuery(supabase.from("timestamp_authority").select("url"), signal),
  ]);
  const stampOf = new Map(
    stamps.map((stamp) => [stamp.release_id, { tsaUrl: stamp.tsa_url, genTime: stamp.gen_time }]),
  );
  return {
    releases: (releases as unknown as ArchiveRelease[]).map((release) => ({
      ...release,
      stamp: stampOf.get(release.id),
    })),
    authorityUrl: authority[0]?.url ?? null,
  };
}

export const publishedSiteQueryOptions = () =>
  queryOptions({
    queryKey: contentHistoryKeys.releases(),
    queryFn: ({ signal }) => getPublishedSite(signal),
    retry: 2,
  });

export function usePublishedSite() {
  return useQuery(publishedSiteQueryOptions());
}
