import { useEffect } from "react";
import { useFeaturedResources } from "../api/get-featured-resources";
import { ResourceGrid } from "./resource-grid";

/** The featured resources from the database. A failed load is logged and shows the empty state (spec). */
export function FeaturedResources() {
  const { data, error, isPending } = useFeaturedResources();
  useEffect(() => {
    if (error) console.error("Could not load the featured resources:", error);
  }, [error]);
  return <ResourceGrid isLoading={isPending} resources={data ?? []} />;
}
