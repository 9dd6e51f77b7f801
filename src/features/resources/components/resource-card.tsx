import { ArrowUpRight, BookOpen, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";
import { cn } from "@/lib/utils";

/** A public resource as the build kept it: its thumbnail beside the pages, with its size. */
export interface PublicResource {
  id: string;
  title: string;
  description: string;
  category: string;
  url: string;
  thumbnail: { src: string; width: number; height: number } | null;
}

export type CardLabels = {
  /** The card's call to open it. */
  openLabel: string;
  /** Said after a link that opens a new tab. */
  newTab: string;
};

const cardFrame =
  "relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-card";

/** The category line, led by an icon when the card has no thumbnail to head it. */
function CardHeading({ icon: Icon, category }: { icon?: LucideIcon; category: string }) {
  return (
    <div className="flex items-center gap-3">
      {Icon && (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-navy-950 text-brass-300">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      )}
      <p className="text-eyebrow uppercase text-brass-700">{category}</p>
    </div>
  );
}

function CardBody({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col gap-3 p-6">{children}</div>;
}

/** A public resource; the whole card is one link that opens the resource in a new tab. */
export function ResourceCard({
  resource,
  labels,
}: {
  resource: PublicResource;
  labels: CardLabels;
}) {
  return (
    <article
      className={cn(
        cardFrame,
        "group transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-lift",
      )}
    >
      {resource.thumbnail && (
        <div className="aspect-[16/9] overflow-hidden border-b border-border bg-navy-50">
          <img
            src={resource.thumbnail.src}
            width={resource.thumbnail.width}
            height={resource.thumbnail.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        </div>
      )}
      <CardBody>
        <CardHeading
          icon={resource.thumbnail ? undefined : BookOpen}
          category={resource.category}
        />
        <Heading level={3} size="xl" className="leading-snug">
          {/* The link's ::after covers the card, so the whole card is clickable. */}
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:ring-0 focus-visible:ring-offset-0"
          >
            {resource.title}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        </Heading>
        <p className="line-clamp-4 leading-7 text-muted-foreground">{resource.description}</p>
        <p
          aria-hidden="true"
          className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-semibold text-navy-700 group-hover:text-navy-950"
        >
          {labels.openLabel}
          <ArrowUpRight className="size-4" />
        </p>
      </CardBody>
    </article>
  );
}

type Placeholder = { category: string; title: string; description: string };

/** Stands in for a resource while none is featured. */
export function PlaceholderResourceCard({ placeholder }: { placeholder: Placeholder }) {
  return (
    <article className={cn(cardFrame, "border-dashed border-navy-200 bg-navy-50/40 shadow-none")}>
      <CardBody>
        <CardHeading icon={Sparkles} category={placeholder.category} />
        <Heading level={3} size="xl" className="leading-snug">
          {placeholder.title}
        </Heading>
        <p className="leading-7 text-muted-foreground">
          <InlineMarkdown text={placeholder.description} />
        </p>
      </CardBody>
    </article>
  );
}
