import type { UseQueryResult } from "@tanstack/react-query";
import { History } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { pageEditorCopy } from "@/content/admin/page-editor";
import { usePageVersions, type PageVersion } from "../api/get-page-versions";
import type { PageKey } from "../schemas/page-schemas";
import type { Words } from "./draft-editor";

type VersionsProps = {
  /** Makes `version` the draft; resolves once the editor holds it. */
  onRestore: (version: number) => Promise<void>;
  busy: boolean;
  nameOf: (userId: string | null) => string;
  formatTime: (instant: string) => string;
};

/** Every published version of a page, newest first, each restorable as the draft. */
export function PageVersions({ pageKey, ...props }: VersionsProps & { pageKey: PageKey }) {
  return <VersionList versions={usePageVersions(pageKey)} {...props} />;
}

/**
 * Published versions (a page's, a post's), newest first, each but the current one restorable as
 * the draft; `copy` says what they are versions of.
 */
export function VersionList({
  versions,
  onRestore,
  busy,
  nameOf,
  formatTime,
  copy = pageEditorCopy.versions,
}: VersionsProps & {
  versions: UseQueryResult<PageVersion[]>;
  copy?: Words<typeof pageEditorCopy.versions>;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      {versions.isPending ? (
        <Spinner label={copy.loading} className="mt-4 justify-start" />
      ) : versions.isError ? (
        <LoadError
          message={copy.loadFailed}
          retry={{ label: pageEditorCopy.retry, onRetry: () => void versions.refetch() }}
        />
      ) : (
        <ol className="mt-4 divide-y divide-border">
          {versions.data.map((version, index) => (
            <li
              key={version.version}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-semibold text-navy-950">
                  {copy.version(version.version)}
                  {index === 0 && <Badge variant="success">{copy.current}</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {version.publishedBy
                    ? copy.publishedBy(nameOf(version.publishedBy), formatTime(version.publishedAt))
                    : `${copy.byMigration}, ${formatTime(version.publishedAt)}`}
                  {version.restoredFrom !== null && ` · ${copy.restoredFrom(version.restoredFrom)}`}
                </p>
              </div>
              {index > 0 && (
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="outline" size="sm" disabled={busy}>
                      <History aria-hidden="true" />
                      {copy.restore}{" "}
                      <span className="sr-only">{copy.version(version.version)}</span>
                    </Button>
                  }
                  title={copy.confirmRestore.title(version.version)}
                  description={copy.confirmRestore.description}
                  cancelLabel={copy.confirmRestore.cancel}
                  confirmLabel={copy.confirmRestore.confirm}
                  onConfirm={() => onRestore(version.version)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
