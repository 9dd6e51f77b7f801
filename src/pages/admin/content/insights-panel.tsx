import { Newspaper, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyMedia,
  EmptyTitle,
} from "@/components/ui/empty";
import { insightsCopy as copy } from "@/content/admin/content-management";

/** Market insights: none are published yet; the New Post buttons are inert (spec). */
export function InsightsPanel() {
  return (
    <Card className="p-5 sm:p-6">
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
        <CardAction>
          <Button size="sm">
            <Plus aria-hidden="true" />
            {copy.newPost}
          </Button>
        </CardAction>
      </CardHeader>
      <Empty className="mt-6">
        <EmptyMedia>
          <Newspaper />
        </EmptyMedia>
        <EmptyTitle>{copy.empty}</EmptyTitle>
        <EmptyDescription>{copy.emptyText}</EmptyDescription>
        <EmptyContent>
          <Button variant="outline" size="sm">
            <Plus aria-hidden="true" />
            {copy.newPost}
          </Button>
        </EmptyContent>
      </Empty>
    </Card>
  );
}
