import { MapPin } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Section } from "@/components/sections/section";
import { useLayout, type PageContent } from "@/features/site-content";
import { InlineMarkdown } from "@/lib/markdown";

/** The about page's founder section: a profile card beside the biography. */
export function FounderProfile({ content }: { content: PageContent<"about"> }) {
  const { adviser, contact } = useLayout();
  return (
    <Section title={content.founderHeading}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16">
        <Card className="flex flex-col items-center gap-4 self-start p-8 text-center">
          <span
            aria-hidden="true"
            className="flex size-28 items-center justify-center rounded-full bg-navy-950 font-display text-4xl text-brass-200 ring-4 ring-brass-200 ring-offset-4 ring-offset-card"
          >
            {adviser.initials}
          </span>
          <div className="space-y-1 pt-2">
            <p className="font-display text-2xl text-navy-950">{adviser.name}</p>
            <p className="text-sm text-muted-foreground">{adviser.role}</p>
          </div>
          <p className="flex items-center gap-2 text-sm text-navy-800">
            <MapPin className="size-4 text-brass-600" aria-hidden="true" />
            {contact.city}, {contact.state}
          </p>
          {content.qualifications.length > 0 && (
            <ul
              className="flex flex-wrap justify-center gap-2"
              aria-label={content.qualificationsLabel}
            >
              {content.qualifications.map((badge) => (
                <li
                  key={badge}
                  className="rounded-full border border-brass-200 bg-brass-50 px-3 py-1 text-xs font-semibold text-brass-700"
                >
                  {badge}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className="max-w-prose space-y-5 text-lg leading-8 text-navy-800">
          {content.bio.map((paragraph, index) => (
            <p key={index}>
              <InlineMarkdown text={paragraph} />
            </p>
          ))}
        </div>
      </div>
    </Section>
  );
}
