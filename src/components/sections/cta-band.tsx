import { useId, type ReactNode } from "react";
import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";
import { NavyBackdrop } from "./navy-backdrop";
import { PlainBlock, type BlockWrapper } from "./wrappers";

type CtaBandProps = {
  title: string;
  /** Inline markdown. */
  text: string;
  /** The element around the band's content; the home page passes Reveal. */
  contentAs?: BlockWrapper;
  /** The band's buttons. */
  children: ReactNode;
};

/** A navy call-to-action band under an h2, closing a page. */
export function CtaBand({ title, text, contentAs: Content = PlainBlock, children }: CtaBandProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="content-auto relative isolate overflow-hidden text-white"
    >
      <NavyBackdrop />
      <Content className="container py-section-sm text-center md:py-section">
        <div className="mx-auto max-w-2xl space-y-5">
          <Heading level={2} size="display" id={headingId} className="text-white">
            {title}
          </Heading>
          <p className="text-lead text-navy-100">
            <InlineMarkdown text={text} />
          </p>
          <div className="flex flex-col items-center justify-center gap-3 pt-3 sm:flex-row">
            {children}
          </div>
        </div>
      </Content>
    </section>
  );
}
