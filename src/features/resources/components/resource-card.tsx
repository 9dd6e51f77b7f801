import { ArrowUpRight, BookOpen, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { resourcesPage } from "@/content/resources";
import { cn } from "@/lib/utils";
import type { FeaturedResource } from "../api/get-featured-resources";

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

/** A featured resource; the whole card is one link that opens the resource in a new tab. */
export function ResourceCard({ resource }: { resource: FeaturedResource }) {
  return (
    <article
      className={cn(
        cardFrame,
        "group transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-lift",
      )}
    >
      {resource.thumbnail_url && (
        <div className="aspect-[16/9] overflow-hidden border-b border-border bg-navy-50">
          <img
            src={resource.thumbnail_url}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        </div>
      )}
      <CardBody>
        <CardHeading
          icon={resource.thumbnail_url ? undefined : BookOpen}
          category={resource.category}
        />
        <h3 className="text-xl leading-snug">
          {/* The link's ::after covers the card, so the whole card is clickable. */}
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:ring-0 focus-visible:ring-offset-0"
          >
            {resource.title}
            <span className="sr-only"> {resourcesPage.newTabNote}</span>
          </a>
        </h3>
        <p className="line-clamp-4 leading-7 text-muted-foreground">{resource.description}</p>
        <p
          aria-hidden="true"
          className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-semibold text-navy-700 group-hover:text-navy-950"
        >
          {resourcesPage.openLabel}
          <ArrowUpRight className="size-4" />
        </p>
      </CardBody>
    </article>
  );
}

type Placeholder = (typeof resourcesPage.placeholders)[number];

/** Stands in for a resource while none is featured. */
export function PlaceholderResourceCard({ placeholder }: { placeholder: Placeholder }) {
  return (
    <article className={cn(cardFrame, "border-dashed border-navy-200 bg-navy-50/40 shadow-none")}>
      <CardBody>
        <CardHeading icon={Sparkles} category={placeholder.category} />
        <h3 className="text-xl leading-snug">{placeholder.title}</h3>
        <p className="leading-7 text-muted-foreground">{placeholder.description}</p>
      </CardBody>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function ResourceCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardFrame}>
      <div className="space-y-4 p-6">
        <div className="flex items-center gap-3">
          <Skeleton className="size-9" />
          <Skeleton className="h-4 w-24" />
        </div>
        <Skeleton className="h-6 w-3/4" />
        <div className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-4 w-28" />
      </div>
    </div>
  );
}
