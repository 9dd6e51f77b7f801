import { FileSpreadsheet, ScrollText } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { BusyButton } from "@/components/ui/busy-button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Empty, EmptyDescription, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { Heading } from "@/components/ui/heading";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { reviewLogCopy as copy } from "@/content/admin/content-management";
import { pageNames } from "@/content/admin/page-editor";
import { formatInstant } from "@/lib/instants";
import { useReviewLogExport } from "../api/export-review-log";
import { useReviewLog } from "../api/get-review-log";
import { answerTo, versionOf, type Publication } from "../review-log";
import { Pager } from "./pager";
import { PersonName } from "./person-name";

const PAGE_SIZE = 10;

/** Content → Review Log: every page publication with the Marketing Rule check's findings. */
export function ReviewLog() {
  const log = useReviewLog();
  const [page, setPage] = useState(0);
  return (
    <Card className="p-5 sm:p-6">
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
        <CardDescription>{copy.honesty}</CardDescription>
      </CardHeader>
      <ExportButton />
      {log.isPending ? (
        <div role="status" aria-label={copy.loading} className="mt-4 grid gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-20" />
          ))}
        </div>
      ) : log.isError ? (
        <LoadError
          message={copy.loadFailed}
          retry={{ label: copy.retry, onRetry: () => void log.refetch() }}
        />
      ) : log.data.length === 0 ? (
        <Empty className="mt-6">
          <EmptyMedia>
            <ScrollText />
          </EmptyMedia>
          <EmptyTitle>{copy.empty}</EmptyTitle>
          <EmptyDescription>{copy.emptyText}</EmptyDescription>
        </Empty>
      ) : (
        <div className="mt-4 grid gap-4">
          <ol aria-label={copy.listLabel} className="divide-y divide-border">
            {log.data.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((publication) => (
              <PublicationItem key={publication.entryId} publication={publication} />
            ))}
          </ol>
          {log.data.length > PAGE_SIZE && (
            <Pager
              page={page}
              pageCount={Math.ceil(log.data.length / PAGE_SIZE)}
              onPageChange={setPage}
              copy={copy.pager}
            />
          )}
        </div>
      )}
    </Card>
  );
}

function ExportButton() {
  const exportLog = useReviewLogExport();
  const busy = exportLog.isPending;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <BusyButton variant="outline" size="sm" unavailable={busy} onClick={() => exportLog.mutate()}>
        <FileSpreadsheet aria-hidden="true" />
        {copy.export.button}
      </BusyButton>
      <p className="sr-only" role="status">
        {busy ? copy.export.busy : ""}
      </p>
    </div>
  );
}

/** "Home, version 5", "Market Insights: Rates in 2027, version 2", "Resource: FINRA BrokerCheck",
 * or "Site Settings". */
function titleOf({ published }: Publication) {
  switch (published.kind) {
    case "settings":
      return copy.settings;
    case "resource":
      return copy.resource(published.title);
    case "post":
      return copy.post(published.title, published.version);
    case "page":
      return copy.publication(
        pageNames[published.pageKey as keyof typeof pageNames] ?? published.pageKey,
        published.version,
      );
  }
}

function PublicationItem({ publication }: { publication: Publication }) {
  const { findings, release } = publication;
  const version = versionOf(publication.published);
  return (
    <li className="grid gap-2 py-4">
      <Heading level={3} size="base" className="flex flex-wrap items-center gap-2">
        {titleOf(publication)}
        <Badge variant={findings.length === 0 ? "success" : "warning"}>
          {findings.length === 0 ? copy.noFindings : copy.findings(findings.length)}
        </Badge>
      </Heading>
      <p className="text-sm text-navy-700">
        {copy.published}{" "}
        <time dateTime={publication.publishedAt}>{formatInstant(publication.publishedAt)}</time>{" "}
        {copy.by} <PersonName userId={publication.actor} />
        {version?.requestedBy != null && (
          <>
            , {copy.requestedBy} <PersonName userId={version.requestedBy} />
          </>
        )}
        {version?.restoredFrom != null && ` (${copy.restored(version.restoredFrom)})`}
      </p>
      <p className="text-sm text-navy-700">
        {release ? (
          <>
            {copy.inRelease}{" "}
            <time dateTime={release.recordedAt}>{formatInstant(release.recordedAt)}</time>
          </>
        ) : (
          copy.noRelease
        )}
      </p>
      {findings.length > 0 && (
        <ul className="grid gap-2">
          {findings.map((finding) => {
            const answer = answerTo(publication, finding);
            return (
              <li key={finding.key} className="rounded-md border border-border p-3 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
                  <Badge variant={finding.level === "error" ? "destructive" : "warning"}>
                    {copy.levels[finding.level]}
                  </Badge>
                  {finding.title}
                  <span className="font-normal text-navy-700">{finding.citation}</span>
                </p>
                <p className="mt-1 text-navy-700">
                  {copy.words} “{finding.match.text}”
                </p>
                <p className="mt-1 text-navy-800">
                  {answer ? (
                    <>
                      <span className="font-semibold">{copy.answer}</span> {answer}
                    </>
                  ) : (
                    copy.noAnswer
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
