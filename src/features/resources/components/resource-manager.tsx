import { BookOpen, Eye, EyeOff, Pencil, Plus } from "lucide-react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Empty } from "@/components/ui/empty";
import { Heading } from "@/components/ui/heading";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { resourcesCopy } from "@/content/admin/content-management";
import { useResources, type Resource } from "../api/get-resources";
import { DeleteResourceDialog } from "./delete-resource-dialog";
import { ResourceDialog } from "./resource-dialog";

type ResourceManagerProps = {
  copy: typeof resourcesCopy;
  /** An item's change history, shown in its row (the content-history feature supplies it). */
  renderHistory?: (resource: Resource) => ReactNode;
};

/** The admin's resources: every one, newest first, with add, edit and delete. */
export function ResourceManager({ copy, renderHistory }: ResourceManagerProps) {
  const { data: resources, error, isPending, refetch } = useResources();
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <Card className="p-5 sm:p-6">
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
        <CardAction>
          <ResourceDialog
            copy={copy}
            trigger={
              <Button ref={addButton}>
                <Plus aria-hidden="true" />
                {copy.add}
              </Button>
            }
          />
        </CardAction>
      </CardHeader>

      <div className="mt-6">
        {isPending ? (
          <Spinner label={copy.loading} className="py-10" />
        ) : error ? (
          <LoadError
            message={copy.loadFailed}
            detail={error.message}
            retry={{ label: copy.retry, onRetry: () => void refetch() }}
          />
        ) : resources.length === 0 ? (
          <Empty>{copy.empty}</Empty>
        ) : (
          <ul ref={list} className="divide-y divide-border" aria-label={copy.heading}>
            {resources.map((resource, index) => (
              <ResourceRow
                key={resource.id}
                copy={copy}
                resource={resource}
                history={renderHistory?.(resource)}
                focusAfterRemoval={() =>
                  controlNear(list, index, (resources[index + 1] ?? resources[index - 1])?.id) ??
                  addButton.current
                }
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/**
 * After the row at `index` was deleted: the Edit button of the row that was next to it (`neighbourId`,
 * the one below, or above for the last row), or of whichever row took its place.
 */
function controlNear(
  list: RefObject<HTMLUListElement | null>,
  index: number,
  neighbourId: string | undefined,
) {
  const rows = list.current?.children;
  const row =
    (neighbourId && list.current?.querySelector(`[data-resource-id="${neighbourId}"]`)) ||
    rows?.[index] ||
    rows?.[index - 1];
  return row?.querySelector<HTMLElement>("[data-row-actions] button");
}

function ResourceRow({
  copy,
  resource,
  history,
  focusAfterRemoval,
}: {
  copy: typeof resourcesCopy;
  resource: Resource;
  history: ReactNode;
  focusAfterRemoval: () => HTMLElement | null | undefined;
}) {
  const publicState = resource.is_featured ? copy.publicState.shown : copy.publicState.hidden;
  return (
    <li
      data-resource-id={resource.id}
      className="grid gap-3 py-4 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4"
    >
      <Thumbnail url={resource.thumbnail_url} label={copy.noThumbnail} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Heading level={3} size="base" className="break-words leading-snug">
            {resource.title}
          </Heading>
          <Badge variant={resource.is_featured ? "success" : "neutral"}>
            {resource.is_featured ? (
              <Eye className="size-3" aria-hidden="true" />
            ) : (
              <EyeOff className="size-3" aria-hidden="true" />
            )}
            {publicState}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{resource.category}</p>
        <p className="mt-1 line-clamp-2 text-sm text-navy-700">{resource.description}</p>
        {history && <div className="mt-2">{history}</div>}
      </div>
      <div className="flex gap-2" data-row-actions="">
        <ResourceDialog
          copy={copy}
          resource={resource}
          trigger={
            <Button variant="outline" size="sm">
              <Pencil aria-hidden="true" />
              {copy.edit} <span className="sr-only">{resource.title}</span>
            </Button>
          }
        />
        <DeleteResourceDialog
          copy={copy}
          resource={resource}
          focusAfterRemoval={focusAfterRemoval}
        />
      </div>
    </li>
  );
}

/** The resource's thumbnail, or a neutral tile when it has none or its image cannot be loaded. */
function Thumbnail({ url, label }: { url: string | null; label: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt=""
        onError={() => setFailed(url)}
        className="size-16 rounded-md border border-border object-cover"
      />
    );
  }
  return (
    <div className="flex size-16 items-center justify-center rounded-md bg-navy-50 text-navy-500">
      <BookOpen className="size-6" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
