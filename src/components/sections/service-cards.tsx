import { Briefcase, Compass, type LucideIcon } from "lucide-react";
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

/** "Learn More", with the service's name for screen readers, so the link makes sense on its own. */
export function LearnMoreLabel({ label, service }: { label: string; service: Service }) {
  return (
    <>
      {label}
      <span className="sr-only">: {service.title}</span>
    </>
  );
}

function ServiceCard({ service, action }: { service: Service; action: ReactNode }) {
  return (
    <Card className="relative flex h-full flex-col overflow-hidden p-6 md:p-8">
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brass-500 to-brass-300"
      />
      <div className="flex items-center gap-4">
        <IconTile icon={serviceIcons[service.id]} />
        <Heading level={3} size="2xl" className="leading-tight md:text-[1.75rem]">
          {service.title}
        </Heading>
      </div>
      <p className="mt-5 leading-7 text-muted-foreground">
        <InlineMarkdown text={service.description} />
      </p>
      <CheckList items={service.features} className="mt-6" />
      <div className="mt-auto pt-8">{action}</div>
    </Card>
  );
}

type ServiceCardsProps = {
  services: readonly Service[];
  /** The button or link at the foot of each card. */
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
        <Item key={service.id} index={index}>
          <ServiceCard service={service} action={renderAction(service)} />
        </Item>
      ))}
    </ul>
  );
}
