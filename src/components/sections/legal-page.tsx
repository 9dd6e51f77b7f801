import { FileDown } from "lucide-react";
import { Heading } from "@/components/ui/heading";
import { BlockMarkdown } from "@/lib/markdown";
import { PageHeader } from "./page-header";

/** A legal text, as the published content of /privacy and /terms has it. */
export type LegalText = {
  eyebrow: string;
  heading: string;
  lead: string;
  lastUpdated: string;
  contentsHeading: string;
  pdfVersion: string;
  sections: readonly { heading: string; body: string }[];
};

/** The page's PDF version, as the build kept it. */
export type LegalPdf = { href: string; fileName: string };

const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A legal text page (privacy, terms): its header, the day its version was published and its PDF
 * version when there is one, a table of contents and the sections under h2 headings, each a few
 * blocks of markdown.
 */
export function LegalPage({
  text,
  updatedOn,
  pdf,
}: {
  text: LegalText;
  updatedOn: string;
  pdf: LegalPdf | undefined;
}) {
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.heading} lead={text.lead}>
        <p className="text-sm text-navy-200">
          {text.lastUpdated} {updatedOn}
        </p>
        {pdf && (
          <a
            href={pdf.href}
            download={pdf.fileName}
            type="application/pdf"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-white underline underline-offset-4"
          >
            <FileDown aria-hidden="true" className="size-4" />
            {text.pdfVersion}
          </a>
        )}
      </PageHeader>
      <div className="container py-section-sm md:py-section">
        <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-label={text.contentsHeading} className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-eyebrow uppercase text-brass-700">{text.contentsHeading}</p>
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
            {text.sections.map(({ heading, body }) => (
              <section
                key={heading}
                aria-labelledby={sectionId(heading)}
                className="mt-10 scroll-mt-28"
              >
                <Heading
                  level={2}
                  size="2xl"
                  id={sectionId(heading)}
                  className="md:text-[1.75rem] md:leading-9"
                >
                  {heading}
                </Heading>
                <BlockMarkdown text={body} className="leading-7 text-navy-800 [&>*]:mt-4" />
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
