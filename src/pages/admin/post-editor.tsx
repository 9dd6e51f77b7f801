import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { AdminPageHeading } from "@/components/layout/admin/admin-page";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { insightsAdminCopy } from "@/content/admin/content-management";
import { postEditorCopy as copy } from "@/content/admin/post-editor";
import { paths } from "@/content/routes";
import { useAuth } from "@/features/auth";
import { useActorDirectory } from "@/features/content-history";
import { InsightArticle, postPath } from "@/features/insights";
import {
  PostEditor,
  postState,
  postStateBadge,
  usePost,
  type EditedPost,
} from "@/features/insights/admin";
import { usePublishingPolicy } from "@/features/publishing-policy/admin";
import type { SitePost } from "@/features/site-content";
import { PreviewCard, usePreviewSite } from "@/features/site-content/admin";
import { formatInstant } from "@/lib/instants";
import { SiteFrame } from "@/pages/site-frame";

const NEW = "new";
const listHref = `${paths.admin.content.getHref()}?tab=insights`;

/** /admin/content/insights/:postId: a Market Insights post (or a new one) edited and published. */
export default function PostEditorPage() {
  const { postId = NEW } = useParams();
  // The post the editor opened. A new post's first save gives it an address of its own, shown in
  // the address bar (a reload opens the post), which the editor, holding the post, does not follow:
  // not a navigation, which the unsaved-changes guard would stop in the middle of a publication.
  const [opened] = useState(postId === NEW ? null : postId);
  const onCreated = (id: string) =>
    window.history.replaceState(window.history.state, "", paths.admin.postEditor.getHref(id));
  return <EditPost postId={opened} onCreated={onCreated} />;
}

function BackLink() {
  return (
    <Link to={listHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
      <ArrowLeft aria-hidden="true" />
      {copy.back}
    </Link>
  );
}

function PostStateBadge({ post }: { post: EditedPost }) {
  const state = postState(
    {
      publishAt: post.published?.content.publish_at ?? null,
      withdrawn: post.published?.withdrawn ?? false,
      hasDraft: post.draft !== null,
    },
    new Date(),
  );
  return (
    <Badge variant={postStateBadge[state]} size="md">
      {insightsAdminCopy.states[state]}
    </Badge>
  );
}

function EditPost({
  postId,
  onCreated,
}: {
  postId: string | null;
  onCreated: (id: string) => void;
}) {
  const post = usePost(postId);
  const directory = useActorDirectory();
  const policy = usePublishingPolicy();
  const { user } = useAuth();
  const navigate = useNavigate();
  const nameOf = (id: string | null) => {
    const person = id ? directory.data?.get(id) : undefined;
    return person?.name ?? person?.email ?? copy.conflict.someone;
  };
  const title = post.data?.draft?.title ?? post.data?.published?.content.title;
  const loadFailed = (postId !== null && !post.opened && post.isError) || policy.isError;
  const loading = (postId !== null && !post.opened) || !policy.data || !user;
  return (
    <div className="mx-auto max-w-7xl">
      <BackLink />
      <div className="mt-4">
        <AdminPageHeading
          copy={{ title: title ? copy.titleOf(title) : copy.newTitle, lead: copy.lead }}
        />
      </div>
      <div className="mt-6">
        {/* Once open, the editor stays: a later read that fails (after a save) loses no edit. */}
        {loadFailed ? (
          <LoadError
            message={copy.loadFailed}
            retry={{
              label: copy.retry,
              onRetry: () => void Promise.all([post.refetch(), policy.refetch()]),
            }}
          />
        ) : loading ? (
          <div role="status" aria-label={copy.loading} className="grid gap-6 xl:grid-cols-2">
            <Skeleton className="h-96 rounded-lg" />
            <Skeleton className="h-96 rounded-lg" />
          </div>
        ) : (
          <PostEditor
            post={postId === null ? null : post.data!}
            approvals={policy.data!.requireApproval}
            userId={user!.id}
            nameOf={nameOf}
            formatTime={formatInstant}
            onCreated={onCreated}
            onDiscarded={() => void navigate(listHref)}
            state={postId !== null && post.data ? <PostStateBadge post={post.data} /> : undefined}
            renderPreview={(edited) => <PostPreview post={edited} />}
          />
        )}
      </div>
    </div>
  );
}

/** The post on its public page, inside the published site, at a phone's or a desktop's width. */
function PostPreview({ post }: { post: SitePost | null }) {
  const site = usePreviewSite();
  return (
    <PreviewCard
      copy={copy.preview}
      name={post?.title ?? copy.newTitle}
      content={post}
      ready={site.data !== undefined}
    >
      {(edited) => (
        <SiteFrame site={site.data!} path={postPath(edited.slug)}>
          <InsightArticle post={edited} />
        </SiteFrame>
      )}
    </PreviewCard>
  );
}
