import { FileText } from "lucide-react";
import { AgeCard } from "@/components/dashboard/age-card";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { formCrsDocumentType } from "@/content/document-types";
import { paths } from "@/content/routes";
import { formatDate } from "@/lib/instants";
import { useNewestLegalDocuments } from "../api/get-active-documents";
import { daysSince } from "../documents";

/** The dashboard's reminder of how old the public Form CRS is. */
export function FormCrsAge({ copy }: { copy: DashboardCopy["formCrs"] }) {
  const { data, error, isPending } = useNewestLegalDocuments();
  const current = data?.get(formCrsDocumentType.type);
  return (
    <AgeCard
      icon={FileText}
      heading={copy.heading}
      isPending={isPending}
      error={error}
      loading={copy.loading}
      loadFailed={copy.loadFailed}
      link={{ to: paths.admin.documents.getHref(), label: copy.manage }}
    >
      {current ? (
        <>
          <p className="text-navy-900">{copy.posted(daysSince(current.created_at, new Date()))}</p>
          <p className="text-sm text-muted-foreground">
            {copy.postedOn(current.name, formatDate(current.created_at))}
          </p>
        </>
      ) : (
        <p className="text-navy-900">{copy.none}</p>
      )}
    </AgeCard>
  );
}
