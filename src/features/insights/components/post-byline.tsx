import { formatFirmDate } from "@/content/firm-time-zone";
import type { SitePost } from "@/features/site-content";
import { insightsCopy } from "../copy";

/** "By Ethan Lindqvist · Published November 29, 2026", the date a <time>. */
export function PostByline({ post, className }: { post: SitePost; className?: string }) {
  return (
    <p className={className}>
      {insightsCopy.by} {post.authorName} <span aria-hidden="true">·</span> {insightsCopy.published}{" "}
      <time dateTime={post.publishedAt}>{formatFirmDate(new Date(post.publishedAt))}</time>
    </p>
  );
}
