import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";

/** A step: its title and, in inline markdown, its text. */
type Step = { readonly title: string; readonly text: string };

/** A short ordered list of steps with large numerals, for "how it works" blocks. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-8 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full border border-brass-300 bg-brass-50 font-display text-xl text-brass-700"
          >
            {index + 1}
          </span>
          <div className="space-y-1.5">
            <Heading level={3} size="xl">
              {step.title}
            </Heading>
            <p className="leading-7 text-muted-foreground">
              <InlineMarkdown text={step.text} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
