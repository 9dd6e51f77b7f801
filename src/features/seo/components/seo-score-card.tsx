import { Link } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { paths } from "@/content/routes";
import { useLatestSeoScore } from "../api/get-analyses";

/** The dashboard's SEO card: the latest analysis's site score and its change, or none yet. */
export function SeoScoreCard({ copy }: { copy: DashboardCopy["metrics"]["seo"] }) {
  const latest = useLatestSeoScore();
  return (
    <Card className="h-full p-5">
      <p className="text-sm font-medium text-navy-700">{copy.label}</p>
      {latest.isPending ? (
        <Skeleton className="mt-2 h-8 w-24" />
      ) : latest.isError ? (
        <LoadError size="inline" message={copy.loadFailed} className="mt-2" />
      ) : latest.data ? (
        <>
          <p
            className="mt-1 font-display text-3xl font-semibold text-navy-950"
            data-metric="seo_score"
          >
            {latest.data.score}/100
          </p>
          <p className="mt-1 text-xs text-muted-foreground" data-metric="seo_score_change">
            {copy.change(latest.data.change)}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm">
          <Link
            to={paths.admin.seoTools.getHref()}
            className="font-semibold text-navy-900 underline underline-offset-2"
          >
            {copy.empty}
          </Link>
        </p>
      )}
    </Card>
  );
}
