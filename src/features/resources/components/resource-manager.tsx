import { ImageOff, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
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

type DialogState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; resource: Resource };

/** The admin's resources: every one, newest first, with add, edit and delete. */
export function ResourceManager({ copy, renderHistory }: ResourceManagerProps) {
  const { data: resources, error, isPending, refetch } = useResources();
  const [dialog, setDialog] = useState<DialogState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<Resource | undefined>();

  useEffect(() => {
    if (!error) return;
    console.error("Could not load the resources:", error);
    toast.error(copy.loadFailed, { description: error.message });
  }, [error, copy.loadFailed]);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-xl">{copy.heading}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{copy.description}</p>
        </div>
        <Button onClick={() => setDialog({ mode: "add" })} className="shrink-0">
          <Plus aria-hidden="true" />
          {copy.add}
        </Button>
      </div>

      <div className="mt-6">
        {isPending ? (
          <Spinner label={copy.loading} className="py-10" />
        ) : error ? (
          <div role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm">
            <p className="font-semibold text-destructive">{copy.loadFailed}</p>
            <p className="mt-1 text-navy-700">{error.message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
              {copy.retry}
            </Button>
          </div>
        ) : resources.length === 0 ? (
          <p className="rounded-lg border border-dashed border-navy-200 p-6 text-center text-sm text-navy-700">
            {copy.empty}
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label={copy.heading}>
            {resources.map((resource) => (
              <ResourceRow
                key={resource.id}
                copy={copy}
                resource={resource}
                onEdit={() => setDialog({ mode: "edit", resource })}
                onDelete={() => setDeleting(resource)}
                history={renderHistory?.(resource)}
              />
            ))}
          </ul>
        )}
      </div>

      <ResourceDialog
        copy={copy}
        open={dialog.mode !== "closed"}
        onOpenChange={(open) => !open && setDialog({ mode: "closed" })}
        resource={dialog.mode === "edit" ? dialog.resource : undefined}
      />
      <DeleteResourceDialog
        copy={copy}
        resource={deleting}
        onClose={() => setDeleting(undefined)}
      />
    </Card>
  );
}

function ResourceRow({
  copy,
  resource,
  onEdit,
  onDelete,
  history,
}: {
  copy: typeof resourcesCopy;
  resource: Resource;
  onEdit: () => void;
  onDelete: () => void;
  history: ReactNode;
}) {
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4">
      {resource.thumbnail_url ? (
        <img
          src={resource.thumbnail_url}
          alt=""
          className="size-16 rounded-md border border-border object-cover"
        />
      ) : (
        <div className="flex size-16 items-center justify-center rounded-md border border-dashed border-navy-200 text-navy-400">
          <ImageOff className="size-5" aria-hidden="true" />
          <span className="sr-only">{copy.noThumbnail}</span>
        </div>
      )}
      <div className="min-w-0">
        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold leading-snug">
          <span className="break-words">{resource.title}</span>
          {resource.is_featured && (
            <Badge className="gap-1">
              <Star className="size-3" aria-hidden="true" />
              {copy.featured}
            </Badge>
          )}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{resource.category}</p>
        <p className="mt-1 line-clamp-2 text-sm text-navy-700">{resource.description}</p>
        {history && <div className="mt-2">{history}</div>}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {copy.edit} <span className="sr-only">{resource.title}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} className="text-destructive">
          <Trash2 aria-hidden="true" />
          {copy.delete} <span className="sr-only">{resource.title}</span>
        </Button>
      </div>
    </li>
  );
}
