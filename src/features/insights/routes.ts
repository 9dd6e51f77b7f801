// Where Market Insights live on the public site: /insights (the newest ten posts), /insights/page/2
// and on (the older ones, ten a page), /insights/<slug> (a post), and /insights/feed.xml (the Atom
// feed). A withdrawn post's address answers 410 with a short notice. Every one of them is rendered
// by the build from the published posts (scripts/lib/site-build/render-site.ts).
import { insightsRoot } from "@/content/routes";
import type { SiteData, SitePost } from "@/features/site-content";

export const INSIGHTS_PATH = insightsRoot;
export const INSIGHTS_FEED_PATH = "/insights/feed.xml";
export const POSTS_PER_PAGE = 10;

export const postPath = (slug: string) => `${INSIGHTS_PATH}/${slug}`;
export const listPath = (page: number) =>
  page <= 1 ? INSIGHTS_PATH : `${INSIGHTS_PATH}/page/${page}`;

type Posts = Pick<SiteData, "posts" | "withdrawnPosts">;

export const pageCount = (site: Posts) => Math.ceil(site.posts.length / POSTS_PER_PAGE);

/** What an insights address shows: a page of the list, a post, or a withdrawn post's notice. */
export type InsightsRoute =
  | { kind: "list"; page: number; pageCount: number; posts: SitePost[] }
  | { kind: "post"; post: SitePost }
  | { kind: "gone"; slug: string };

/** Every address the build renders, in the order of the list; none while nothing is published. */
export function insightsPaths(site: Posts): { pages: string[]; gone: string[] } {
  const lists = Array.from({ length: pageCount(site) }, (_, index) => listPath(index + 1));
  return {
    pages: [...lists, ...site.posts.map((post) => postPath(post.slug))],
    gone: site.withdrawnPosts.map(postPath),
  };
}

export function insightsRoute(path: string, site: Posts): InsightsRoute | undefined {
  const count = pageCount(site);
  if (path === INSIGHTS_PATH && count > 0)
    return { kind: "list", page: 1, pageCount: count, posts: site.posts.slice(0, POSTS_PER_PAGE) };
  const listed = /^\/insights\/page\/([2-9]|[1-9]\d+)$/.exec(path);
  if (listed) {
    const page = Number(listed[1]);
    if (page > count) return undefined;
    const start = (page - 1) * POSTS_PER_PAGE;
    return {
      kind: "list",
      page,
      pageCount: count,
      posts: site.posts.slice(start, start + POSTS_PER_PAGE),
    };
  }
  const slug = /^\/insights\/([a-z0-9][a-z0-9-]{1,78}[a-z0-9])$/.exec(path)?.[1];
  if (!slug) return undefined;
  const post = site.posts.find((candidate) => candidate.slug === slug);
  if (post) return { kind: "post", post };
  return site.withdrawnPosts.includes(slug) ? { kind: "gone", slug } : undefined;
}
