import { resourceSkeletonCount, resourcesPage } from "@/content/resources";
import type { FeaturedResource } from "../api/get-featured-resources";
import { PlaceholderResourceCard, ResourceCard, ResourceCardSkeleton } from "./resource-card";

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

type ResourceGridProps = {
  isLoading: boolean;
  resources: readonly FeaturedResource[];
};

/** Featured resources as cards; skeleton cards while loading; placeholder cards when there are none. */
export function ResourceGrid({ isLoading, resources }: ResourceGridProps) {
  if (isLoading) {
    return (
      <div role="status" aria-label={resourcesPage.loadingLabel} className={grid}>
        {Array.from({ length: resourceSkeletonCount }, (_, index) => (
          <ResourceCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (resources.length === 0) {
    return (
      <div>
        <ul className={grid}>
          {resourcesPage.placeholders.map((placeholder) => (
            <li key={placeholder.title}>
              <PlaceholderResourceCard placeholder={placeholder} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-muted-foreground">{resourcesPage.placeholderNote}</p>
      </div>
    );
  }
  return (
    <ul className={grid}>
      {resources.map((resource) => (
        <li key={resource.id}>
          <ResourceCard resource={resource} />
        </li>
      ))}
    </ul>
  );
}
