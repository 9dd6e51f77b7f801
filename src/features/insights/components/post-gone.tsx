import { PageHeader } from "@/components/sections/page-header";
import { PageLink } from "@/components/ui/link";
import { insightsCopy } from "../copy";
import { INSIGHTS_PATH } from "../routes";

/** What a withdrawn post's address shows, with status 410. */
export function PostGone({ hasPosts }: { hasPosts: boolean }) {
  return (
    <>
      <PageHeader
        eyebrow={insightsCopy.eyebrow}
        title={insightsCopy.goneTitle}
        lead={insightsCopy.goneText}
      />
      {hasPosts && (
        <div className="container py-section-sm">
          <PageLink to={INSIGHTS_PATH} className="text-navy-900 underline underline-offset-4">
            {insightsCopy.allInsights}
          </PageLink>
        </div>
      )}
    </>
  );
}
