import { InlineMarkdown } from "@/lib/markdown";
import {
  PlaceholderResourceCard,
  ResourceCard,
  type CardLabels,
  type PublicResource,
} from "./resource-card";

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export type ResourceGridLabels = CardLabels & {
  /** Cards shown in place of the grid while no resource is public. */
  placeholders: readonly { category: string; title: string; description: string }[];
  placeholderNote: string;
};

type ResourceGridProps = {
  resources: readonly PublicResource[];
  labels: ResourceGridLabels;
};

/** The public resources as cards, as the build read them; placeholder cards when there are none. */
export function ResourceGrid({ resources, labels }: ResourceGridProps) {
  if (resources.length === 0) {
    return (
      <div>
        <ul className={grid}>
          {labels.placeholders.map((placeholder) => (
            <li key={placeholder.title}>
              <PlaceholderResourceCard placeholder={placeholder} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-muted-foreground">
          <InlineMarkdown text={labels.placeholderNote} />
        </p>
      </div>
    );
  }
  return (
    <ul className={grid}>
      {resources.map((resource) => (
        <li key={resource.id}>
          <ResourceCard resource={resource} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
