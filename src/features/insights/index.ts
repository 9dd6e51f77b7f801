// Market Insights, public side: what the build renders from the published posts. No admin code.
export { insightsCopy } from "./copy";
export { checkPost, type PostText } from "./marketing-rule";
export {
  INSIGHTS_FEED_PATH,
  INSIGHTS_PATH,
  insightsPaths,
  insightsRoute,
  listPath,
  postPath,
  POSTS_PER_PAGE,
  type InsightsRoute,
} from "./routes";
export { InsightArticle } from "./components/insight-article";
export { InsightsList } from "./components/insights-list";
export { PostGone } from "./components/post-gone";
export { PostList } from "./components/post-list";
