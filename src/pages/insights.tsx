import { useSiteData } from "@/features/site-content";
import {
  InsightArticle,
  InsightsList,
  insightsCopy,
  insightsRoute,
  PostGone,
} from "@/features/insights";
import { useSitePath } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";

/** Every /insights address: a page of the list, a post, or a withdrawn post's notice. */
export default function InsightsPage() {
  const site = useSiteData();
  const path = useSitePath();
  const route = insightsRoute(path, site);
  if (!route) throw new Error(`${path} is no insights page`);
  usePageTitle(
    route.kind === "post"
      ? route.post.title
      : route.kind === "gone"
        ? insightsCopy.goneTitle
        : route.page > 1
          ? `${insightsCopy.heading} (${insightsCopy.page(route.page, route.pageCount)})`
          : insightsCopy.heading,
  );
  if (route.kind === "post") return <InsightArticle post={route.post} />;
  if (route.kind === "gone") return <PostGone hasPosts={site.posts.length > 0} />;
  return <InsightsList route={route} />;
}
