import { MapPin, Phone, Video, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { CheckList } from "@/components/sections/check-list";
import { IconTile } from "@/components/sections/icon-tile";
import { PageHeader } from "@/components/sections/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { usePageTitle } from "@/lib/page-title";
import { SchedulingWidget } from "@/features/scheduling";
import { useLayout, usePage, type PageContent } from "@/features/site-content";
import { readSchedulingUrl } from "@/lib/env";
import { InlineMarkdown } from "@/lib/markdown";

type Schedule = PageContent<"schedule">;

const formatIcons: Record<Schedule["formats"][number]["id"], LucideIcon> = {
  video: Video,
  phone: Phone,
  "in-person": MapPin,
};

export default function SchedulePage() {
  const content = usePage("schedule");
  const { contact } = useLayout();
  usePageTitle(content.title);
  const calendarHeadingId = useId();
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <div className="container grid gap-10 py-section-sm md:py-section lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <section aria-labelledby={calendarHeadingId} className="min-w-0">
          <Heading level={2} size="display-sm" id={calendarHeadingId} className="mb-6">
            {content.calendarHeading}
          </Heading>
          <SchedulingWidget
            url={readSchedulingUrl()}
            labels={content.widget}
            contact={{
              phone: contact.phone,
              phoneDigits: contact.phoneDigits,
              email: contact.email,
            }}
          />
        </section>
        <aside className="flex flex-col gap-6">
          <FounderCard content={content} />
          <AsideCard title={content.expectHeading}>
            <CheckList items={content.expectations} />
          </AsideCard>
          <AsideCard title={content.formatsHeading}>
            <ul className="space-y-5">
              {content.formats.map((format) => (
                <li key={format.name} className="flex gap-4">
                  <IconTile icon={formatIcons[format.id]} />
                  <div>
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-950">
                      {format.name}
                      <Badge variant="signal" size="md">
                        {format.badge}
                      </Badge>
                    </p>
                    <p className="mt-0.5 text-sm leading-6 text-muted-foreground">
                      <InlineMarkdown text={format.text} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </AsideCard>
          <AsideCard title={content.contactFirst.heading}>
            <p className="leading-7 text-muted-foreground">
              <InlineMarkdown text={content.contactFirst.text} />
            </p>
            {/* Inert by design (spec): the button has no action yet. */}
            <Button type="button" variant="outline" className="mt-5 w-full">
              {content.contactFirst.button}
            </Button>
          </AsideCard>
        </aside>
      </div>
    </>
  );
}

function AsideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <Heading level={2} size="xl" className="mb-4">
        {title}
      </Heading>
      {children}
    </Card>
  );
}

function FounderCard({ content }: { content: Schedule }) {
  const { adviser: founder } = useLayout();
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-4 bg-navy-950 p-6">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-navy-800 font-display text-2xl text-brass-200 ring-2 ring-brass-300/60"
        >
          {founder.initials}
        </span>
        <div>
          <Heading level={2} size="xl" className="text-white">
            {founder.name}
          </Heading>
          <p className="text-sm text-navy-200">{founder.role}</p>
        </div>
      </div>
      <div className="p-6">
        <p className="text-eyebrow uppercase text-brass-700">{content.founderHeading}</p>
        <CheckList items={content.founderCredentials} className="mt-3" />
      </div>
    </Card>
  );
}
