import { ArrowUpRight, Pencil } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { websitePagesCopy as copy } from "@/content/admin/content-management";
import { pageNames, pageStateCopy } from "@/content/admin/page-editor";
import { paths } from "@/content/routes";
import { formatInstant } from "@/lib/instants";
import {
  PublicationStatus,
  pathOfPageKey,
  useSitePages,
  type PageKey,
} from "@/features/site-content/admin";

/** The six main pages first, in the product's order, then the others; the layout and 404 last. */
const order: readonly PageKey[] = [
  "home",
  "about",
  "services",
  "process",
  "contact",
  "fees",
  "schedule",
  "free-review",
  "resources",
  "privacy",
  "terms",
  "adv",
  "crs",
  "not-found",
  "layout",
];

const addressOf = (key: PageKey) =>
  key === "layout" ? copy.everyPage : key === "not-found" ? copy.anyOther : pathOfPageKey[key];

/** Every page of the public site with its state; Edit opens its editor, View the public page. */
export function WebsitePagesPanel() {
  const pages = useSitePages();
  return (
    <Card className="p-5 sm:p-6">
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      {pages.isPending ? (
        <div role="status" aria-label={copy.loading} className="mt-4 grid gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14" />
          ))}
        </div>
      ) : pages.isError ? (
        <LoadError
          message={copy.loadFailed}
          retry={{ label: copy.retry, onRetry: () => void pages.refetch() }}
        />
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {order.flatMap((key) => {
            const page = pages.data.find((candidate) => candidate.key === key);
            if (!page) return [];
            const name = pageNames[key];
            const view =
              key === "layout" ? paths.home : key === "not-found" ? "/404" : pathOfPageKey[key];
            return [
              <li
                key={key}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Heading level={3} size="base" className="flex flex-wrap items-center gap-2">
                    {name}
                    <Badge variant={page.hasDraft ? "warning" : "success"}>
                      {page.hasDraft ? pageStateCopy.draft : pageStateCopy.published}
                    </Badge>
                  </Heading>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {addressOf(key)} · {copy.version(page.version)} · {copy.lastPublished}{" "}
                    {formatInstant(page.publishedAt)}
                  </p>
                  <div className="mt-1">
                    <PublicationStatus entryId={page.historyId} formatTime={formatInstant} />
                  </div>
                </div>
                <div className="flex gap-2">
                  <a
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    href={view}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <ArrowUpRight aria-hidden="true" />
                    {copy.view}{" "}
                    <span className="sr-only">
                      {name} {copy.newTab}
                    </span>
                  </a>
                  <Link
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    to={paths.admin.pageEditor.getHref(key)}
                  >
                    <Pencil aria-hidden="true" />
                    {copy.edit} <span className="sr-only">{name}</span>
                  </Link>
                </div>
              </li>,
            ];
          })}
        </ul>
      )}
    </Card>
  );
}
