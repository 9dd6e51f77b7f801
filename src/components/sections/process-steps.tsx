import { ChartLine, Layers, PencilRuler, Search, type LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";
import { cn } from "@/lib/utils";
import { CheckList } from "./check-list";
import { IconTile } from "./icon-tile";
import { PlainItem, type ItemWrapper } from "./wrappers";

/** A step of the process, as the process page's published content has it. */
export type ProcessStep = {
  readonly id: "discover" | "design" | "implement" | "review";
  readonly title: string;
  readonly description: string;
  readonly details: readonly string[];
};

const stepIcons: Record<ProcessStep["id"], LucideIcon> = {
  discover: Search,
  design: PencilRuler,
  implement: Layers,
  review: ChartLine,
};

type ProcessStepsProps = {
  steps: readonly ProcessStep[];
  /** "grid": four compact cards (home); "rows": one wide card per step (the process page). */
  layout?: "grid" | "rows";
  /** The element around each step; the home page passes RevealItem. */
  itemAs?: ItemWrapper;
};

/** The four steps of the advisory process, in order, each with its description and details. */
export function ProcessSteps({
  steps,
  layout = "grid",
  itemAs: Item = PlainItem,
}: ProcessStepsProps) {
  const rows = layout === "rows";
  return (
    <ol className={cn("grid gap-6", rows ? "gap-8" : "md:grid-cols-2 lg:grid-cols-4")}>
      {steps.map((step, index) => (
        <Item key={step.id} index={index}>
          <Card
            className={cn("h-full p-6", rows && "grid items-center gap-8 md:grid-cols-2 md:p-10")}
          >
            <div className="space-y-4">
              <div className={cn("flex items-center", rows ? "gap-4" : "justify-between")}>
                {/* The ordered list numbers the steps for screen readers. */}
                <p aria-hidden="true" className="font-display text-3xl text-brass-600">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <IconTile icon={stepIcons[step.id]} />
              </div>
              <Heading level={3} size={rows ? "display-sm" : "2xl"}>
                {step.title}
              </Heading>
              {/* Template string, not cn(): tailwind-merge would drop text-lead as a second text colour. */}
              <p className={`text-muted-foreground ${rows ? "text-lead" : "leading-7"}`}>
                <InlineMarkdown text={step.description} />
              </p>
            </div>
            <CheckList
              items={step.details}
              className={
                rows
                  ? "rounded-lg bg-navy-50/80 p-6 sm:grid sm:grid-cols-2 sm:gap-4 sm:space-y-0"
                  : "mt-5 border-t border-border pt-5"
              }
            />
          </Card>
        </Item>
      ))}
    </ol>
  );
}
