import { ArrowLeft, ArrowUpRight } from "lucide-react";
import { Suspense } from "react";
import { Link, useParams } from "react-router-dom";
import { AdminPageHeading } from "@/components/layout/admin/admin-page";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { pageEditorCopy as copy, pageNames, pageStateCopy } from "@/content/admin/page-editor";
import { paths } from "@/content/routes";
import { useAuth } from "@/features/auth";
import { useActorDirectory } from "@/features/content-history";
import { usePublishingPolicy } from "@/features/publishing-policy/admin";
import { formatInstant } from "@/lib/instants";
import {
  isPageKey,
  PageEditor,
  pathOfPageKey,
  PreviewCard,
  PublicationStatus,
  usePreviewSite,
  useSitePage,
  useSitePages,
  type PageKey,
} from "@/features/site-content/admin";
import type { AnyPageContent } from "@/features/site-content";
import { SiteFrame } from "@/pages/site-frame";
import { previewPageOf } from "./page-editor/preview-pages";

/** Where a page is seen: the layout on every page, the not-found page for an unknown address. */
const viewPath = (key: PageKey) =>
  key === "layout" ? paths.home : key === "not-found" ? "/404" : pathOfPageKey[key];

/** /admin/content/pages/:pageKey: one page of the site, edited, previewed and published. */
export default function PageEditorPage() {
  const { pageKey = "" } = useParams();
  if (!isPageKey(pageKey)) return <UnknownPage />;
  return <EditPage key={pageKey} pageKey={pageKey} />;
}

function UnknownPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeading copy={{ title: copy.unknownPage, lead: "" }} />
      <BackLink />
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to={`${paths.admin.content.getHref()}?tab=pages`}
      className={buttonVariants({ variant: "ghost", size: "sm" })}
    >
      <ArrowLeft aria-hidden="true" />
      {copy.back}
    </Link>
  );
}

function EditPage({ pageKey }: { pageKey: PageKey }) {
  const name = pageNames[pageKey];
  const page = useSitePage(pageKey);
  const pages = useSitePages();
  const directory = useActorDirectory();
  const policy = usePublishingPolicy();
  const { user } = useAuth();
  const nameOf = (id: string | null) => {
    const person = id ? directory.data?.get(id) : undefined;
    return person?.name ?? person?.email ?? copy.conflict.someone;
  };
  const summary = pages.data?.find((candidate) => candidate.key === pageKey);
  const path = viewPath(pageKey);
  return (
    <div className="mx-auto max-w-7xl">
      <BackLink />
      <div className="mt-4">
        <AdminPageHeading copy={{ title: copy.titleOf(name), lead: copy.lead }} />
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <a
          href={path}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-navy-900 underline underline-offset-4"
        >
          {copy.view} ({path})
          <ArrowUpRight aria-hidden="true" className="size-4" />
          <span className="sr-only">{copy.newTab}</span>
        </a>
        {pageKey === "layout" && <span className="text-muted-foreground">{copy.everyPage}</span>}
        {pageKey === "not-found" && (
          <span className="text-muted-foreground">{copy.notFoundPage}</span>
        )}
      </p>
      <div className="mt-6">
        {/* Once open, the editor stays: a later read that fails (after a save) loses no edit. */}
        {(!page.opened && page.isError) || policy.isError ? (
          <LoadError
            message={copy.loadFailed}
            retry={{
              label: copy.retry,
              onRetry: () => void Promise.all([page.refetch(), policy.refetch()]),
            }}
          />
        ) : !page.opened || !policy.data ? (
          <div role="status" aria-label={copy.loading} className="grid gap-6 xl:grid-cols-2">
            <Skeleton className="h-96 rounded-lg" />
            <Skeleton className="h-96 rounded-lg" />
          </div>
        ) : (
          <PageEditor
            page={page.data!}
            approvals={policy.data.requireApproval}
            userId={user?.id ?? null}
            nameOf={nameOf}
            formatTime={formatInstant}
            state={
              <div className="flex flex-wrap items-center gap-3">
                <Badge variant={summary?.hasDraft ? "warning" : "success"} size="md">
                  {summary?.hasDraft
                    ? `${pageStateCopy.draft}: ${pageStateCopy.draftHint}`
                    : pageStateCopy.published}
                </Badge>
                <PublicationStatus
                  entryId={summary?.historyId ?? null}
                  formatTime={formatInstant}
                />
              </div>
            }
            renderPreview={(content) => (
              <PagePreview pageKey={pageKey} name={name} path={path} content={content} />
            )}
          />
        )}
      </div>
    </div>
  );
}

/** The page with the edited content in place, at a phone's or a desktop's width. */
function PagePreview({
  pageKey,
  name,
  path,
  content,
}: {
  pageKey: PageKey;
  name: string;
  path: string;
  content: AnyPageContent | null;
}) {
  const site = usePreviewSite();
  const PreviewPage = previewPageOf(pageKey);
  return (
    <PreviewCard copy={copy.preview} name={name} content={content} ready={site.data !== undefined}>
      {(edited) => (
        <SiteFrame
          site={{
            ...site.data!,
            pages: {
              ...site.data!.pages,
              [pageKey]: { ...site.data!.pages[pageKey], content: edited },
            },
          }}
          path={path}
        >
          <Suspense fallback={null}>
            {/* Made once per page (preview-pages.tsx). */}
            <PreviewPage />
          </Suspense>
        </SiteFrame>
      )}
    </PreviewCard>
  );
}
