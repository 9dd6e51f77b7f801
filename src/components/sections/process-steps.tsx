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

/** The step's number, shown large: the ordered list numbers the steps for screen readers. */
const StepNumber = ({ index }: { index: number }) => (
  <p aria-hidden="true" className="font-display text-3xl text-brass-600">
    {String(index + 1).padStart(2, "0")}
  </p>
);

/**
 * A compact card (home): a grid of the number and icon on one row, then the title, description and
 * details across both columns, with no wrapper element between the card and them.
 */
function CompactStep({ step, index }: { step: ProcessStep; index: number }) {
  return (
    <>
      <StepNumber index={index} />
      <IconTile icon={stepIcons[step.id]} />
      <Heading level={3} size="2xl" className="col-span-2">
        {step.title}
      </Heading>
      <p className="col-span-2 leading-7 text-muted-foreground">
        <InlineMarkdown text={step.description} />
      </p>
      <CheckList items={step.details} className="col-span-2 mt-1 border-t border-border pt-5" />
    </>
  );
}

/** A wide card (the process page): the step beside its details. */
function WideStep({ step, index }: { step: ProcessStep; index: number }) {
  return (
    <>
      <div className="space-y-4">
        <div className="flex items-center gap-4">
          <StepNumber index={index} />
          <IconTile icon={stepIcons[step.id]} />
        </div>
        <Heading level={3} size="display-sm">
          {step.title}
        </Heading>
        <p className="text-lead text-muted-foreground">
          <InlineMarkdown text={step.description} />
        </p>
      </div>
      <CheckList
        items={step.details}
        className="rounded-lg bg-navy-50/80 p-6 sm:grid sm:grid-cols-2 sm:gap-4 sm:space-y-0"
      />
    </>
  );
}

/** The four steps of the advisory process, in order, each with its description and details. */
export function ProcessSteps({
  steps,
  layout = "grid",
  itemAs: Item = PlainItem,
}: ProcessStepsProps) {
  const rows = layout === "rows";
  const Step = rows ? WideStep : CompactStep;
  return (
    <ol className={cn("grid gap-6", rows ? "gap-8" : "md:grid-cols-2 lg:grid-cols-4")}>
      {steps.map((step, index) => (
        // The list item is the card.
        <Card
          key={step.id}
          asChild
          className={
            rows
              ? "grid items-center gap-8 p-6 md:grid-cols-2 md:p-10"
              : "grid grid-cols-[1fr_auto] content-start items-center gap-y-4 p-6"
          }
        >
          <Item index={index}>
            <Step step={step} index={index} />
          </Item>
        </Card>
      ))}
    </ol>
  );
}
