import { FileText } from "lucide-react";
import { Link } from "react-router-dom";
import { Card, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { formCrsDocumentType } from "@/content/document-types";
import { paths } from "@/content/routes";
import { useNewestLegalDocuments } from "../api/get-active-documents";
import { daysSince, formatPostedDate } from "../documents";

/** The dashboard's reminder of how old the public Form CRS is. */
export function FormCrsAge({ copy }: { copy: DashboardCopy["formCrs"] }) {
  const { data, error, isPending } = useNewestLegalDocuments();
  const current = data?.get(formCrsDocumentType.type);
  return (
    <Card className="flex items-start gap-4 p-5">
      <FileText aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-600" />
      <div className="grid gap-1">
        <CardTitle>{copy.heading}</CardTitle>
        {isPending ? (
          <Spinner label={copy.loading} className="justify-start" />
        ) : error ? (
          <LoadError size="inline" message={copy.loadFailed} />
        ) : current ? (
          <>
            <p className="text-navy-900">
              {copy.posted(daysSince(current.created_at, new Date()))}
            </p>
            <p className="text-sm text-muted-foreground">
              {copy.postedOn(current.name, formatPostedDate(current.created_at))}
            </p>
          </>
        ) : (
          <p className="text-navy-900">{copy.none}</p>
        )}
        <Link
          to={paths.admin.documents.getHref()}
          className="text-sm font-semibold text-navy-900 underline underline-offset-4"
        >
          {copy.manage}
        </Link>
      </div>
    </Card>
  );
}
