import { ChartLine, Layers, PencilRuler, Search, type LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { processSteps, type ProcessStepId } from "@/content/process";
import { cn } from "@/lib/utils";
import { CheckList } from "./check-list";
import { IconTile } from "./icon-tile";
import { PlainItem, type ItemWrapper } from "./wrappers";

const stepIcons: Record<ProcessStepId, LucideIcon> = {
  discover: Search,
  design: PencilRuler,
  implement: Layers,
  review: ChartLine,
};

type ProcessStepsProps = {
  /** "grid": four compact cards (home); "rows": one wide card per step (the process page). */
  layout?: "grid" | "rows";
  /** The element around each step; the home page passes RevealItem. */
  itemAs?: ItemWrapper;
};

/** The four steps of the advisory process, in order, each with its description and details. */
export function ProcessSteps({ layout = "grid", itemAs: Item = PlainItem }: ProcessStepsProps) {
  const rows = layout === "rows";
  return (
    <ol className={cn("grid gap-6", rows ? "gap-8" : "md:grid-cols-2 lg:grid-cols-4")}>
      {processSteps.map((step, index) => (
        <Item key={step.id} index={index}>
          <Card
            className={cn("h-full p-6", rows && "grid items-center gap-8 md:grid-cols-2 md:p-10")}
          >
            <div className="space-y-4">
              <div className={cn("flex items-center", rows ? "gap-4" : "justify-between")}>
                <p className="font-display text-3xl text-brass-600">
                  <span className="sr-only">Step </span>
                  {String(index + 1).padStart(2, "0")}
                </p>
                <IconTile icon={stepIcons[step.id]} />
              </div>
              <h3 className={rows ? "text-display-sm" : "text-2xl"}>{step.title}</h3>
              {/* Template string, not cn(): tailwind-merge would drop text-lead as a second text colour. */}
              <p className={`text-muted-foreground ${rows ? "text-lead" : "leading-7"}`}>
                {step.description}
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
