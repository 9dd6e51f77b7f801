import { Newspaper, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { insightsCopy as copy } from "@/content/admin/content-management";

/** Market insights: none are published yet; the New Post buttons are inert (spec). */
export function InsightsPanel() {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl">{copy.heading}</h2>
        <Button size="sm">
          <Plus aria-hidden="true" />
          {copy.newPost}
        </Button>
      </div>
      <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-navy-200 px-6 py-10 text-center">
        <Newspaper className="size-8 text-navy-400" aria-hidden="true" />
        <p className="mt-3 font-semibold text-navy-900">{copy.empty}</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">{copy.emptyText}</p>
        <Button variant="outline" size="sm" className="mt-4">
          <Plus aria-hidden="true" />
          {copy.newPost}
        </Button>
      </div>
    </Card>
  );
}
