import { FileText, Upload } from "lucide-react";
import { toast } from "sonner";
import { IconTile } from "@/components/sections/icon-tile";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { legalPagesCopy as copy } from "@/content/admin/content-management";
import { PageActions } from "./page-actions";

/**
 * Privacy Policy and Terms of Service (spec: View and Edit are inert, Upload Document only shows a
 * toast). View opens the public page, the least surprising thing for it to do; Edit says what is
 * missing, as on Website Pages.
 */
export function LegalPagesPanel() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {copy.cards.map((card) => (
        <Card key={card.title} className="flex flex-col p-5 sm:p-6">
          <div className="flex items-start gap-4">
            <IconTile icon={FileText} />
            <div>
              <h2 className="text-xl">{card.title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{card.description}</p>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap gap-2">
            <PageActions
              title={card.title}
              href={card.href}
              viewLabel={copy.view}
              editLabel={copy.edit}
            />
            <Button
              size="sm"
              onClick={() =>
                toast(copy.uploadToast.title, { description: copy.uploadToast.description })
              }
            >
              <Upload aria-hidden="true" />
              {copy.upload} <span className="sr-only">{card.title}</span>
            </Button>
          </div>
        </Card>
      ))}
    </div>
  );
}
