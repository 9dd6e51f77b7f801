import { PageHeader } from "@/components/sections/page-header";
import { PageLink } from "@/components/ui/link";
import { insightsCopy } from "../copy";
import { listPath, type InsightsRoute } from "../routes";
import { PostList } from "./post-list";

/** /insights and its further pages: ten posts a page, the newest first. */
export function InsightsList({ route }: { route: Extract<InsightsRoute, { kind: "list" }> }) {
  const { page, pageCount, posts } = route;
  return (
    <>
      <PageHeader
        eyebrow={insightsCopy.eyebrow}
        title={insightsCopy.heading}
        lead={insightsCopy.lead}
      />
      <div className="container py-section-sm md:py-section">
        <PostList posts={posts} headingLevel={2} />
        {pageCount > 1 && (
          <nav
            aria-label={insightsCopy.pagination}
            className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-border pt-6 text-navy-800"
          >
            {page > 1 && (
              <PageLink to={listPath(page - 1)} className="underline underline-offset-4">
                {insightsCopy.newer}
              </PageLink>
            )}
            <span>{insightsCopy.page(page, pageCount)}</span>
            {page < pageCount && (
              <PageLink to={listPath(page + 1)} className="underline underline-offset-4">
                {insightsCopy.older}
              </PageLink>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
