import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Eyebrow } from "./eyebrow";
import { PlainBlock, type BlockWrapper } from "./wrappers";

type SectionProps = {
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
  tone?: "plain" | "muted";
  /** The element around the heading block; the home page passes Reveal. */
  headerAs?: BlockWrapper;
  className?: string;
  children: ReactNode;
};

/** A page section under an h2 heading, labelled by it for assistive technology. */
export function Section({
  eyebrow,
  title,
  lead,
  align = "start",
  tone = "plain",
  headerAs: Header = PlainBlock,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("py-section-sm md:py-section", tone === "muted" && "border-y border-border bg-navy-50/70", className)}
    >
      <div className="container">
        <Header
          className={cn("mb-10 max-w-2xl space-y-3 md:mb-14", align === "center" && "mx-auto text-center")}
        >
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2 id={headingId} className="text-display-sm md:text-display-md">
            {title}
          </h2>
          {lead && <p className="text-lead text-muted-foreground">{lead}</p>}
        </Header>
        {children}
      </div>
    </section>
  );
}
