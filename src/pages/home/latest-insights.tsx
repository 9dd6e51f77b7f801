import { Section } from "@/components/sections/section";
import { PageLink } from "@/components/ui/link";
import { INSIGHTS_PATH, insightsCopy, PostList } from "@/features/insights";
import { useSiteData } from "@/features/site-content";

/** The three newest posts and a link to them all; nothing while no post is published. */
export function HomeLatestInsights() {
  const { posts } = useSiteData();
  if (posts.length === 0) return null;
  return (
    <Section title={insightsCopy.latestHeading} lead={insightsCopy.latestLead}>
      <PostList posts={posts.slice(0, 3)} headingLevel={3} />
      <p className="mt-8">
        <PageLink
          to={INSIGHTS_PATH}
          className="font-medium text-navy-900 underline underline-offset-4"
        >
          {insightsCopy.allInsights}
        </PageLink>
      </p>
    </Section>
  );
}
