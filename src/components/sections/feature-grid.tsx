import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { FeatureCard } from "./feature-card";

export type FeatureItem<Id extends string> = {
  readonly id: Id;
  readonly title: string;
  readonly text: string;
  readonly points?: readonly string[];
};

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

type FeatureGridProps<Id extends string> = {
  items: readonly FeatureItem<Id>[];
  /** The icon of each item, by id: presentation stays out of the content files. */
  icons: Record<Id, LucideIcon>;
  columns?: keyof typeof columnClasses;
};

/** A list of feature cards in a responsive grid. */
export function FeatureGrid<Id extends string>({
  items,
  icons,
  columns = 3,
}: FeatureGridProps<Id>) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.id}>
          <FeatureCard
            icon={icons[item.id]}
            title={item.title}
            text={item.text}
            points={item.points}
          />
        </li>
      ))}
    </ul>
  );
}
