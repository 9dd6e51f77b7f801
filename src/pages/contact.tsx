import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { ActionLink } from "@/components/sections/action-link";
import { IconTile } from "@/components/sections/icon-tile";
import { NumberedSteps } from "@/components/sections/numbered-steps";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { useLayout, usePage } from "@/features/site-content";
import { InlineMarkdown } from "@/lib/markdown";
import { usePageTitle } from "@/lib/page-title";
import { cn } from "@/lib/utils";

type Channel = { label: string; value: string; note: string; href?: string };

export default function ContactPage() {
  const content = usePage("contact");
  const { contact } = useLayout();
  usePageTitle(content.title);
  const { schedule } = content;
  const channels: { icon: LucideIcon; channel: Channel }[] = [
    {
      icon: Phone,
      channel: {
        label: content.phoneLabel,
        value: contact.phone,
        href: `tel:${contact.phoneDigits}`,
        note: content.phoneNote,
      },
    },
    {
      icon: Mail,
      channel: {
        label: content.emailLabel,
        value: contact.email,
        href: `mailto:${contact.email}`,
        note: content.emailNote,
      },
    },
    {
      icon: MapPin,
      channel: {
        label: content.locationLabel,
        value: `${contact.city}, ${contact.state}`,
        note: content.locationNote,
      },
    },
  ];
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <ActionLink
          action={schedule.action}
          newTab
          className={buttonVariants({ variant: "accent", size: "lg" })}
        />
      </PageHeader>
      <Section title={content.channelsHeading}>
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
              <Heading level={3} size="2xl" className="text-white">
                {content.response.heading}
              </Heading>
              <p className="leading-7">
                <InlineMarkdown text={content.response.text} />
              </p>
            </Card>
            <Card className="flex flex-col gap-4 p-6 md:p-8">
              <Heading level={3} size="2xl">
                {schedule.heading}
              </Heading>
              <p className="leading-7 text-muted-foreground">
                <InlineMarkdown text={schedule.text} />
              </p>
              <ActionLink
                action={schedule.action}
                newTab
                className={cn(buttonVariants({ variant: "primary" }), "self-start")}
              />
            </Card>
          </div>
        </div>
      </Section>
      <Section title={content.expectHeading} tone="muted">
        <NumberedSteps steps={content.expectations} />
        <p className="mt-8 max-w-prose leading-7 text-navy-800">
          <InlineMarkdown text={content.formCrs.text} />{" "}
          <ActionLink
            action={content.formCrs.action}
            className="font-semibold text-navy-950 underline underline-offset-4 hover:text-brass-700"
          />
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
        <Heading level={3} size="eyebrow" className="text-brass-700">
          {channel.label}
        </Heading>
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
