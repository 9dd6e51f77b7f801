import { ArrowUpRight, Pencil } from "lucide-react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { contentPageCopy } from "@/content/admin/content-management";

/** Page editing needs a content backend this product does not have yet (spec: Edit only says so). */
export const showConnectBackend = () =>
  toast(contentPageCopy.connectBackend.title, {
    description: contentPageCopy.connectBackend.description,
  });

/** View (the public page, in a new tab without an opener) and Edit (the connect-the-backend toast). */
export function PageActions({
  title,
  href,
  viewLabel,
  editLabel,
}: {
  title: string;
  href: string;
  viewLabel: string;
  editLabel: string;
}) {
  return (
    <>
      <Link
        className={buttonVariants({ variant: "outline", size: "sm" })}
        to={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ArrowUpRight aria-hidden="true" />
        {viewLabel}{" "}
        <span className="sr-only">
          {title} {contentPageCopy.newTab}
        </span>
      </Link>
      <Button variant="outline" size="sm" onClick={showConnectBackend}>
        <Pencil aria-hidden="true" />
        {editLabel} <span className="sr-only">{title}</span>
      </Button>
    </>
  );
}
