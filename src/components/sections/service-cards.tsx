import { Briefcase, Compass, type LucideIcon } from "lucide-react";
import { Slot } from "@radix-ui/react-slot";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";
import { CheckList } from "./check-list";
import { IconTile } from "./icon-tile";
import { PlainItem, type ItemWrapper } from "./wrappers";

/** A service, as the services page's published content has it. */
export type Service = {
  readonly id: "discretionary" | "non-discretionary";
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
};

const serviceIcons: Record<Service["id"], LucideIcon> = {
  discretionary: Briefcase,
  "non-discretionary": Compass,
};

/** What screen readers hear after "Learn More": the service's name, so it makes sense on its own. */
export const learnMoreContext = (service: Service) => `: ${service.title}`;

/** "Learn More", with the service's name for screen readers. */
export function LearnMoreLabel({ label, service }: { label: string; service: Service }) {
  return (
    <>
      {label}
      <span className="sr-only">{learnMoreContext(service)}</span>
    </>
  );
}

/** A service's card, as the list item itself (`Item`), its brass band across the top (::before). */
function ServiceCard({
  service,
  action,
  Item,
  index,
}: {
  service: Service;
  action: ReactNode;
  Item: ItemWrapper;
  index: number;
}) {
  return (
    <Card
      asChild
      className="relative flex flex-col overflow-hidden p-6 before:absolute before:inset-x-0 before:top-0 before:h-1 before:bg-gradient-to-r before:from-brass-500 before:to-brass-300 md:p-8"
    >
      <Item index={index}>
        <div className="flex items-center gap-4">
          <IconTile icon={serviceIcons[service.id]} />
          <Heading level={3} size="2xl" className="leading-tight md:text-[1.75rem]">
            {service.title}
          </Heading>
        </div>
        <p className="mt-5 leading-7 text-muted-foreground">
          <InlineMarkdown text={service.description} />
        </p>
        <CheckList items={service.features} className="mb-8 mt-6" />
        {/* At the card's foot, at its own width: the action itself, no wrapper around it. */}
        <Slot className="mt-auto self-start">{action}</Slot>
      </Item>
    </Card>
  );
}

type ServiceCardsProps = {
  services: readonly Service[];
  /** The button or link at the foot of each card: one element, which takes the card's classes for it. */
  renderAction: (service: Service) => ReactNode;
  /** The element around each card; the home page passes RevealItem. */
  itemAs?: ItemWrapper;
};

/** The firm's two services as cards, side by side from tablet width up. */
export function ServiceCards({
  services,
  renderAction,
  itemAs: Item = PlainItem,
}: ServiceCardsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service, index) => (
        <ServiceCard
          key={service.id}
          service={service}
          action={renderAction(service)}
          Item={Item}
          index={index}
        />
      ))}
    </ul>
  );
}
