import { ArrowUpRight, FileText, Pencil, Upload } from "lucide-react";
import { Link } from "react-router-dom";
import { IconTile } from "@/components/sections/icon-tile";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { legalPagesCopy as copy } from "@/content/admin/content-management";
import { legalPageDocumentTypes } from "@/content/document-types";
import { paths } from "@/content/routes";

/**
 * Privacy Policy and Terms of Service: View opens the public page; Edit its editor, as for every
 * page; Upload Document attaches a PDF version in Documents, kept like the other documents.
 */
export function LegalPagesPanel() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {copy.cards.map((card) => (
        <Card key={card.key} className="flex flex-col p-5 sm:p-6">
          <div className="flex items-start gap-4">
            <IconTile icon={FileText} />
            <CardHeader>
              <CardTitle>{card.title}</CardTitle>
              <CardDescription>{card.description}</CardDescription>
            </CardHeader>
          </div>
          <div className="mt-6 flex flex-wrap gap-2">
            <a
              className={buttonVariants({ variant: "outline", size: "sm" })}
              href={card.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ArrowUpRight aria-hidden="true" />
              {copy.view}{" "}
              <span className="sr-only">
                {card.title} {copy.newTab}
              </span>
            </a>
            <Link
              className={buttonVariants({ variant: "outline", size: "sm" })}
              to={paths.admin.pageEditor.getHref(card.key)}
            >
              <Pencil aria-hidden="true" />
              {copy.edit} <span className="sr-only">{card.title}</span>
            </Link>
            <Link
              className={buttonVariants({ size: "sm" })}
              to={`${paths.admin.documents.getHref()}?type=${legalPageDocumentTypes[card.key].type}`}
            >
              <Upload aria-hidden="true" />
              {copy.upload} <span className="sr-only">{card.title}</span>
            </Link>
          </div>
        </Card>
      ))}
    </div>
  );
}
