import { ArrowUpRight, Newspaper, Pencil, Plus } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardAction, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyMedia,
  EmptyTitle,
} from "@/components/ui/empty";
import { Heading } from "@/components/ui/heading";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import {
  insightsAdminCopy as listCopy,
  insightsCopy as copy,
} from "@/content/admin/content-management";
import { paths } from "@/content/routes";
import { postPath } from "@/features/insights";
import {
  postStateBadge,
  usePosts,
  useWithdrawPost,
  type PostSummary,
} from "@/features/insights/admin";
import { formatInstant } from "@/lib/instants";

/** The dates that say where a post is: created, and when it publishes, was published or withdrawn. */
function PostDates({ post }: { post: PostSummary }) {
  const facts: [string, string][] = [[listCopy.created, post.createdAt]];
  if (post.publishAt)
    facts.push([
      post.state === "scheduled" ? listCopy.publishes : listCopy.publishedOn,
      post.publishAt,
    ]);
  if (post.withdrawnAt) facts.push([listCopy.withdrawnOn, post.withdrawnAt]);
  return (
    <p className="text-sm text-muted-foreground">
      {post.authorName && (
        <>
          {listCopy.author}: {post.authorName} ·{" "}
        </>
      )}
      {facts.map(([label, instant], index) => (
        <span key={label}>
          {index > 0 && " · "}
          {label} <time dateTime={instant}>{formatInstant(instant)}</time>
        </span>
      ))}
    </p>
  );
}

function NewPostLink({ variant }: { variant: "primary" | "outline" }) {
  return (
    <Link
      to={paths.admin.postEditor.getHref("new")}
      className={buttonVariants({ variant, size: "sm" })}
    >
      <Plus aria-hidden="true" />
      {copy.newPost}
    </Link>
  );
}

function PostRow({ post }: { post: PostSummary }) {
  const withdraw = useWithdrawPost();
  const live = post.state === "published" || post.state === "scheduled";
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <Heading level={3} size="base" className="flex flex-wrap items-center gap-2">
          <span className="break-words">{post.title}</span>
          <Badge variant={postStateBadge[post.state]}>{listCopy.states[post.state]}</Badge>
        </Heading>
        <PostDates post={post} />
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={paths.admin.postEditor.getHref(post.id)}
          aria-label={`${listCopy.edit} ${post.title}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Pencil aria-hidden="true" />
          {listCopy.edit}
        </Link>
        {live && (
          <>
            {post.state === "published" && (
              <a
                href={postPath(post.slug)}
                target="_blank"
                rel="noreferrer"
                aria-label={`${listCopy.view} ${post.title} ${listCopy.newTab}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <ArrowUpRight aria-hidden="true" />
                {listCopy.view}
              </a>
            )}
            <ConfirmDialog
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${listCopy.withdraw} ${post.title}`}
                >
                  {listCopy.withdraw}
                </Button>
              }
              title={listCopy.withdrawTitle(post.title)}
              description={listCopy.withdrawText}
              cancelLabel={listCopy.cancel}
              confirmLabel={listCopy.withdrawConfirm}
              onConfirm={() =>
                withdraw.mutateAsync({ id: post.id, revision: post.revision, title: post.title })
              }
            />
          </>
        )}
      </div>
    </li>
  );
}

/**
 * Market Insights: every post with its state, author and dates, each opened in the post editor
 * (New Post for another); a published post can be withdrawn.
 */
export function InsightsPanel() {
  const posts = usePosts();
  return (
    <Card className="p-5 sm:p-6">
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
        <CardAction>
          <NewPostLink variant="primary" />
        </CardAction>
      </CardHeader>
      {posts.isPending ? (
        <div role="status" aria-label={listCopy.loading} className="mt-4 grid gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14" />
          ))}
        </div>
      ) : posts.isError ? (
        <LoadError
          message={listCopy.loadFailed}
          retry={{ label: listCopy.retry, onRetry: () => void posts.refetch() }}
        />
      ) : posts.data.length === 0 ? (
        <Empty className="mt-6">
          <EmptyMedia>
            <Newspaper />
          </EmptyMedia>
          <EmptyTitle>{copy.empty}</EmptyTitle>
          <EmptyDescription>{copy.emptyText}</EmptyDescription>
          <EmptyContent>
            <NewPostLink variant="outline" />
          </EmptyContent>
        </Empty>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {posts.data.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      )}
    </Card>
  );
}
