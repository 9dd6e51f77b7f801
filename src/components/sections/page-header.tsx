import type { ReactNode } from "react";
import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";
import { Eyebrow } from "./eyebrow";
import { NavyBackdrop } from "./navy-backdrop";

type PageHeaderProps = {
  eyebrow: string;
  title: string;
  /** Inline markdown. */
  lead: string;
  /** Buttons or facts shown under the lead. */
  children?: ReactNode;
};

/** The navy band at the top of an inner page, holding its one h1. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <div className="relative isolate overflow-hidden text-white">
      <NavyBackdrop />
      <div className="container py-16 md:py-24">
        <div className="max-w-3xl space-y-5">
          <Eyebrow onDark>{eyebrow}</Eyebrow>
          <Heading level={1} size="display-lg" className="text-white">
            {title}
          </Heading>
          <p className="max-w-2xl text-lead text-navy-100">
            <InlineMarkdown text={lead} />
          </p>
          {children && <div className="flex flex-wrap items-center gap-3 pt-3">{children}</div>}
        </div>
      </div>
    </div>
  );
}
