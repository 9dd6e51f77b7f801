import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { IconTile } from "@/components/sections/icon-tile";
import { NewTabLink } from "@/components/sections/new-tab-link";
import { NumberedSteps } from "@/components/sections/numbered-steps";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageLink } from "@/components/ui/link";
import { contactPage } from "@/content/contact-page";
import { paths } from "@/content/routes";

type Channel = { label: string; value: string; note: string; href?: string };

const channels: { icon: LucideIcon; channel: Channel }[] = [
  { icon: Phone, channel: contactPage.channels.phone },
  { icon: Mail, channel: contactPage.channels.email },
  { icon: MapPin, channel: contactPage.channels.location },
];

export default function ContactPage() {
  usePageTitle(contactPage.title);
  const { schedule } = contactPage;
  return (
    <>
      <PageHeader eyebrow={contactPage.eyebrow} title={contactPage.heading} lead={contactPage.lead}>
        <NewTabLink
          className={buttonVariants({ variant: "accent", size: "lg" })}
          to={paths.schedule}
        >
          {schedule.cta}
        </NewTabLink>
      </PageHeader>
      <Section title={contactPage.channelsHeading}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <ul className="grid grid-cols-1 gap-4">
            {channels.map(({ icon, channel }) => (
              <li key={channel.label}>
                <ChannelCard icon={icon} channel={channel} />
              </li>
            ))}
          </ul>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-1">
            <Card className="flex flex-col gap-4 bg-navy-950 p-6 text-navy-100 md:p-8">
              <Clock aria-hidden="true" className="size-8 text-brass-300" />
              <h3 className="text-2xl text-white">{contactPage.response.heading}</h3>
              <p className="leading-7">{contactPage.response.text}</p>
            </Card>
            <Card className="flex flex-col gap-4 p-6 md:p-8">
              <h3 className="text-2xl">{schedule.heading}</h3>
              <p className="leading-7 text-muted-foreground">{schedule.text}</p>
              <NewTabLink
                className={cn(buttonVariants({ variant: "primary" }), "self-start")}
                to={paths.schedule}
              >
                {schedule.cta}
              </NewTabLink>
            </Card>
          </div>
        </div>
      </Section>
      <Section title={contactPage.expectHeading} tone="muted">
        <NumberedSteps steps={contactPage.expectations} />
        <p className="mt-8 max-w-prose leading-7 text-navy-800">
          {contactPage.formCrs.text}{" "}
          <PageLink
            to={paths.crs}
            className="font-semibold text-navy-950 underline underline-offset-4 hover:text-brass-700"
          >
            {contactPage.formCrs.cta}
          </PageLink>
        </p>
      </Section>
    </>
  );
}

function ChannelCard({ icon, channel }: { icon: LucideIcon; channel: Channel }) {
  return (
    <Card className="flex h-full items-center gap-4 p-5 md:p-6">
      <IconTile icon={icon} />
      <div className="min-w-0 space-y-0.5">
        <h3 className="font-sans text-eyebrow uppercase text-brass-700">{channel.label}</h3>
        {channel.href ? (
          <a
            href={channel.href}
            // Counted as a contact click by the visit-counting beacon (docs/architecture.md).
            data-contact-click=""
            className="block text-lg [overflow-wrap:anywhere] font-semibold text-navy-950 underline-offset-4 hover:underline"
          >
            {channel.value}
          </a>
        ) : (
          <p className="text-lg font-semibold text-navy-950">{channel.value}</p>
        )}
        <p className="text-sm text-muted-foreground">{channel.note}</p>
      </div>
    </Card>
  );
}
