import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { readActorDirectory } from "../actors";
import { contentHistoryKeys } from "./keys";

export const actorDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: contentHistoryKeys.actors(),
    queryFn: ({ signal }) => readActorDirectory(supabase, signal),
    // Names change seldom; a new admin's first entry brings a refetch with the history's own.
    staleTime: 5 * 60_000,
  });

/** Who made the changes, by name and email (an admin at aal2 only). */
export function useActorDirectory() {
  return useQuery(actorDirectoryQueryOptions());
}
