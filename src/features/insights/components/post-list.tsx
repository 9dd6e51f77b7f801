import { Heading } from "@/components/ui/heading";
import { PageLink } from "@/components/ui/link";
import type { SitePost } from "@/features/site-content";
import { postPath } from "../routes";
import { PostByline } from "./post-byline";

/** Posts as a list of summaries, each title a link to the post. */
export function PostList({ posts, headingLevel }: { posts: SitePost[]; headingLevel: 2 | 3 }) {
  return (
    <ol className="divide-y divide-border">
      {posts.map((post) => (
        <li key={post.slug} className="py-8 first:pt-0">
          <article className="max-w-3xl space-y-3">
            <Heading level={headingLevel} size="2xl">
              <PageLink
                to={postPath(post.slug)}
                className="text-navy-950 underline-offset-4 hover:underline"
              >
                {post.title}
              </PageLink>
            </Heading>
            <PostByline post={post} className="text-sm text-navy-700" />
            <p className="leading-7 text-navy-800">{post.summary}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
