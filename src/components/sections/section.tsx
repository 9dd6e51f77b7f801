import { useId, type ReactNode } from "react";
import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";
import { cn } from "@/lib/utils";
import { Eyebrow } from "./eyebrow";
import { PlainBlock, type BlockWrapper } from "./wrappers";

type SectionProps = {
  eyebrow?: string;
  title: string;
  /** Inline markdown. */
  lead?: string;
  tone?: "plain" | "muted";
  /** The element around the heading block; the home page passes Reveal. */
  headerAs?: BlockWrapper;
  children: ReactNode;
};

/** A page section under an h2 heading, labelled by it for assistive technology. */
export function Section({
  eyebrow,
  title,
  lead,
  tone = "plain",
  headerAs: Header = PlainBlock,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "content-auto py-section-sm md:py-section",
        tone === "muted" && "border-y border-border bg-navy-50/70",
      )}
    >
      <div className="container">
        <Header className="mb-10 max-w-2xl space-y-3 md:mb-14">
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading level={2} size="display" id={headingId}>
            {title}
          </Heading>
          {lead && (
            <p className="text-lead text-muted-foreground">
              <InlineMarkdown text={lead} />
            </p>
          )}
        </Header>
        {children}
      </div>
    </section>
  );
}
