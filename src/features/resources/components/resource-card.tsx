import { ArrowUpRight, BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { resourcesPage } from "@/content/resources";
import { cn } from "@/lib/utils";
import type { FeaturedResource } from "../api";

const cardFrame =
  "relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-card";

function CardMedia({ children }: { children?: ReactNode }) {
  return (
    <div className="flex aspect-[16/9] items-center justify-center overflow-hidden border-b border-border bg-gradient-to-br from-navy-50 to-brass-50">
      {children ?? <BookOpen aria-hidden="true" className="size-9 text-navy-300" />}
    </div>
  );
}

function Category({ children }: { children: ReactNode }) {
  return <p className="text-eyebrow uppercase text-brass-700">{children}</p>;
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
      <CardMedia>
        {resource.thumbnail_url && (
          <img
            src={resource.thumbnail_url}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        )}
      </CardMedia>
      <div className="flex flex-1 flex-col p-6">
        <Category>{resource.category}</Category>
        <h3 className="mt-2 text-xl leading-snug">
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
        <p className="mt-3 line-clamp-4 leading-7 text-muted-foreground">{resource.description}</p>
        <p
          aria-hidden="true"
          className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy-700 group-hover:text-navy-950"
        >
          {resourcesPage.openLabel}
          <ArrowUpRight className="size-4" />
        </p>
      </div>
    </article>
  );
}

type Placeholder = (typeof resourcesPage.placeholders)[number];

/** Stands in for a resource while none is featured. */
export function PlaceholderResourceCard({ placeholder }: { placeholder: Placeholder }) {
  return (
    <article className={cn(cardFrame, "border-dashed shadow-none")}>
      <CardMedia />
      <div className="flex flex-1 flex-col p-6">
        <Category>{placeholder.category}</Category>
        <h3 className="mt-2 text-xl leading-snug">{placeholder.title}</h3>
        <p className="mt-3 leading-7 text-muted-foreground">{placeholder.description}</p>
      </div>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function ResourceCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardFrame}>
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
