import { useEffect } from "react";
import { DataProviders } from "@/lib/data-providers";
import { island } from "@/lib/island";
import { useFeaturedResources } from "../api/get-featured-resources";
import { ResourceGrid } from "./resource-grid";

/** The featured resources from the database. A failed load is logged and shows the empty state (spec). */
function FeaturedResourceGrid() {
  const { data, error, isPending } = useFeaturedResources();
  useEffect(() => {
    if (error) console.error("Could not load the featured resources:", error);
  }, [error]);
  return <ResourceGrid isLoading={isPending} resources={data ?? []} />;
}

/** An island of /resources: the list loads once the page is idle (lib/island.tsx). */
export const FeaturedResources = island(function FeaturedResources() {
  return (
    <DataProviders>
      <FeaturedResourceGrid />
    </DataProviders>
  );
});
