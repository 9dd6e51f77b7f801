import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { itemHistoryCopy } from "@/content/content-history";
import { useAuth } from "@/features/auth";
import { ItemHistory, type ItemHistoryProps } from "@/features/content-history";

interface ItemHistoryToggleProps {
  table: ItemHistoryProps["table"];
  rowId: string;
  /** The item's name, so each row's button says whose history it opens. */
  label: string;
}

/**
 * A row's change history, closed until asked for (one query per opened row, not per row). It stays
 * fresh because each mutation that adds an entry (a save, an upload, a retirement) invalidates the
 * history it changed (its meta's `recordedInHistory`, followed by content-history).
 */
export function ItemHistoryToggle({ table, rowId, label }: ItemHistoryToggleProps) {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();

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
