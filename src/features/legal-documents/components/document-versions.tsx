import type { ReactNode } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Empty } from "@/components/ui/empty";
import { Heading } from "@/components/ui/heading";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { documentsCopy } from "@/content/admin/documents";
import { documentTypes, documentTypeTitle } from "@/content/document-types";
import { formatInstant } from "@/lib/instants";
import { cn } from "@/lib/utils";
import { readAnyDocumentFile } from "../api/download-any-document";
import { useDocumentVersions } from "../api/get-document-versions";
import {
  formatFileSize,
  versionsByType,
  type DocumentVersion,
  type VersionStatus,
} from "../documents";
import { SaveDocumentButton } from "./save-document-button";
import { RetireDocumentDialog } from "./retire-document-dialog";

type DocumentVersionsProps = {
  copy: typeof documentsCopy;
  /** An item's change history, shown in its row (the content-history feature supplies it). */
  renderHistory?: (document: DocumentVersion) => ReactNode;
};

const typeOrder = documentTypes.map((info) => info.type);

const statusTone = {
  current: "success",
  older: "neutral",
  retired: "muted",
} as const satisfies Record<VersionStatus, BadgeProps["variant"]>;

/** 'Uploaded Documents': per type, the version the public sees now and every older one. */
export function DocumentVersions({ copy, renderHistory }: DocumentVersionsProps) {
  const { data, error, isPending } = useDocumentVersions();
  const { list, toasts } = copy;

  const groups = data ? versionsByType(data, typeOrder) : [];

  return (
    <Card className="p-5 sm:p-6">
      <CardHeader>
        <CardTitle>{list.heading}</CardTitle>
        <CardDescription>{list.description}</CardDescription>
      </CardHeader>
      <div className="mt-6">
        {isPending ? (
          <Spinner label={list.loading} className="py-10" />
        ) : error ? (
          <LoadError message={toasts.loadFailed.description} />
        ) : groups.length === 0 ? (
          <Empty>{list.empty}</Empty>
        ) : (
          <div className="grid gap-8">
            {groups.map((group) => (
              <section key={group.type} aria-labelledby={`document-type-${group.type}`}>
                <Heading level={3} size="lg" id={`document-type-${group.type}`}>
                  {documentTypeTitle(group.type)}
                </Heading>
                <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
                  {group.versions.map(({ document, status }) => (
                    <li
                      key={document.id}
                      id={`document-${document.id}`}
                      className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
                    >
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2">
                          <span
                            className={cn(
                              "break-words font-semibold",
                              status === "retired" && "text-navy-600",
                            )}
                          >
                            {document.name}
                          </span>
                          <Badge variant={statusTone[status]}>{list[status]}</Badge>
                        </p>
                        <p className="mt-1 text-sm text-muted-foreground">
                          PDF, {formatFileSize(document.file_size)} · {list.uploaded}{" "}
                          {formatInstant(document.created_at)}
                          {status === "retired" && ` · ${list.retiredHint}`}
                        </p>
                        {renderHistory && <div className="mt-2">{renderHistory(document)}</div>}
                      </div>
                      <div className="flex flex-wrap gap-2" data-row-actions="">
                        <SaveDocumentButton
                          document={document}
                          read={readAnyDocumentFile}
                          variant="outline"
                          size="sm"
                        />
                        {document.is_active && (
                          <RetireDocumentDialog
                            copy={copy}
                            versions={data ?? []}
                            document={document}
                            // The version stays in the list, retired: its Download button.
                            focusAfterRemoval={() =>
                              window.document
                                .getElementById(`document-${document.id}`)
                                ?.querySelector("[data-row-actions] button")
                            }
                          />
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}
