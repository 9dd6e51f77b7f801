import { Eyebrow } from "@/components/sections/eyebrow";
import { NavyBackdrop } from "@/components/sections/navy-backdrop";
import { Heading } from "@/components/ui/heading";
import { PageLink } from "@/components/ui/link";
import type { SitePost } from "@/features/site-content";
import { BlockMarkdown } from "@/lib/markdown";
import { insightsCopy } from "../copy";
import { INSIGHTS_PATH } from "../routes";
import { PostByline } from "./post-byline";

/** One post: its title, byline and summary in the page's header, then its cover and body. */
export function InsightArticle({ post }: { post: SitePost }) {
  return (
    <article>
      <header className="relative isolate overflow-hidden text-white">
        <NavyBackdrop />
        <div className="container py-16 md:py-24">
          <div className="max-w-3xl space-y-5">
            <Eyebrow onDark>
              <PageLink to={INSIGHTS_PATH} className="underline-offset-4 hover:underline">
                {insightsCopy.eyebrow}
              </PageLink>
            </Eyebrow>
            <Heading level={1} size="display-lg" className="text-white">
              {post.title}
            </Heading>
            <p className="max-w-2xl text-lead text-navy-100">{post.summary}</p>
            <PostByline post={post} className="text-sm text-navy-100" />
          </div>
        </div>
      </header>
      <div className="container py-section-sm md:py-section">
        <div className="max-w-prose">
          {post.cover && (
            <img
              src={post.cover.src}
              width={post.cover.width}
              height={post.cover.height}
              alt=""
              className="mb-10 h-auto w-full rounded-lg"
            />
          )}
          <BlockMarkdown
            text={post.body}
            headingLevel={2}
            className="leading-7 text-navy-800 [&>*]:mt-4 [&_h2]:text-2xl [&_h2]:text-navy-950 [&_h3]:text-xl [&_h3]:text-navy-950"
          />
          {post.tags.length > 0 && (
            <p className="mt-10 text-sm text-navy-700">
              {insightsCopy.tags}: {post.tags.join(", ")}
            </p>
          )}
          <p className="mt-6">
            <PageLink to={INSIGHTS_PATH} className="text-navy-900 underline underline-offset-4">
              {insightsCopy.allInsights}
            </PageLink>
          </p>
        </div>
      </div>
    </article>
  );
}
