import { legalPageLabels, type LegalText } from "@/content/legal";
import { PageHeader } from "./page-header";
import { usePageTitle } from "@/lib/page-title";

const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A legal text page (privacy, terms): its header, a table of contents and the sections under h2
 * headings.
 */
export function LegalPage({ text }: { text: LegalText }) {
  usePageTitle(text.title);
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.heading} lead={text.lead} />
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
