import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { websitePages, websitePagesCopy as copy } from "@/content/admin/content-management";
import { PageActions } from "./page-actions";

/** Every public page, all published; View opens one in a new tab, Edit says what is missing. */
export function WebsitePagesPanel() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl">{copy.heading}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.description}</p>
      <ul className="mt-4 divide-y divide-border">
        {websitePages.map((page) => (
          <li
            key={page.id}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <h3 className="flex items-center gap-2 text-base font-semibold">
                {page.title}
                <Badge variant="success">{copy.status}</Badge>
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">
                {page.slug} · {copy.lastModified} {page.lastModified}
              </p>
            </div>
            <div className="flex gap-2">
              <PageActions
                title={page.title}
                href={page.slug}
                viewLabel={copy.view}
                editLabel={copy.edit}
              />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
