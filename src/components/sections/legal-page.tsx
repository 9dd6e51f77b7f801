import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { legalPageLabels, type LegalText } from "@/content/legal";
import { PageHeader } from "./page-header";
import { usePageTitle } from "./use-page-title";

const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type LegalPageProps = {
  text: LegalText;
  /** Buttons shown in the page header (a download, say). */
  actions?: ReactNode;
};

/**
 * A legal text page (privacy, terms, Form CRS): its header, a notice that the text is a placeholder,
 * a table of contents and the sections under h2 headings.
 */
export function LegalPage({ text, actions }: LegalPageProps) {
  usePageTitle(text.title);
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.heading} lead={text.lead}>
        <span className="rounded-full border border-brass-300/50 bg-brass-400/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brass-200">
          {legalPageLabels.placeholderBadge}
        </span>
        {actions}
      </PageHeader>
      <div className="container py-section-sm md:py-section">
        <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-label={legalPageLabels.contents} className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-eyebrow uppercase text-brass-700">{legalPageLabels.contents}</p>
            <ol className="mt-3 space-y-1 border-l border-border">
              {text.sections.map(({ heading }) => (
                <li key={heading}>
                  <a
                    href={`#${sectionId(heading)}`}
                    className="-ml-px block border-l border-transparent py-1.5 pl-4 text-sm leading-6 text-navy-700 hover:border-brass-500 hover:text-navy-950"
                  >
                    {heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="max-w-prose">
            <p
              role="note"
              className="flex gap-3 rounded-md border border-brass-200 bg-brass-50 p-4 text-[0.9375rem] leading-6 text-brass-700"
            >
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {text.placeholderNotice}
            </p>
            {text.sections.map(({ heading, paragraphs }) => (
              <section
                key={heading}
                aria-labelledby={sectionId(heading)}
                className="mt-10 scroll-mt-28"
              >
                <h2 id={sectionId(heading)} className="text-2xl md:text-[1.75rem] md:leading-9">
                  {heading}
                </h2>
                {paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 leading-7 text-navy-800">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
