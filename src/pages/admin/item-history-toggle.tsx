import { useQueryClient } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { itemHistoryCopy } from "@/content/content-history";
import { useAuth } from "@/features/auth";
import { contentHistoryKeys, ItemHistory, type ItemHistoryProps } from "@/features/content-history";

interface ItemHistoryToggleProps {
  table: ItemHistoryProps["table"];
  rowId: string;
  /** The item's name, so each row's button says whose history it opens. */
  label: string;
  /** Changes whenever the item does (its updated_at, its status): an open history then reloads. */
  version: string;
}

/**
 * A row's change history, closed until asked for (one query per opened row, not per row). Opening
 * it, or a change of the item while it is open, reloads the history: each save adds an entry.
 */
export function ItemHistoryToggle({ table, rowId, label, version }: ItemHistoryToggleProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { user } = useAuth();

  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: contentHistoryKeys.lists() });
  }, [open, version, queryClient]);

  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger asChild>
        <Button variant="ghost" size="sm" className="-ml-2 text-navy-700">
          <History aria-hidden="true" />
          {open ? itemHistoryCopy.hide : itemHistoryCopy.show}{" "}
          <span className="sr-only">{label}</span>
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-2 rounded-lg border border-border bg-navy-50/40 p-3">
        <ItemHistory
          table={table}
          rowId={rowId}
          copy={itemHistoryCopy}
          currentUserId={user?.id}
          headingLevel={4}
        />
      </CollapsibleContent>
    </Collapsible>
  );
}
