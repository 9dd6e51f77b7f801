import { Card, CardTitle } from "@/components/ui/card";
import { seoCopy } from "@/content/admin/seo-tools";
import type { SiteReport } from "../analysis";
import { FindingItem, StatusBadge } from "./finding-item";

const { technical } = seoCopy;
const pageChecks = Object.entries(technical.pageChecks) as [
  keyof typeof technical.pageChecks,
  string,
][];

/** The release's robots.txt, sitemap and headers, and the checks every page must pass. */
export function TechnicalSeo({ report }: { report: SiteReport }) {
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{technical.heading}</CardTitle>
      <p className="mt-1 text-sm text-muted-foreground">{technical.description}</p>
      <ul className="mt-3 divide-y divide-border">
        {report.siteFindings.map((finding, index) => (
          <FindingItem key={`${finding.check}-${index}`} finding={finding} />
        ))}
      </ul>
      <ul className="mt-2 grid gap-2 border-t border-border pt-3 text-sm">
        {pageChecks.map(([check, label]) => {
          const passing = report.pages.filter((page) =>
            page.findings.some((finding) => finding.check === check && finding.status === "pass"),
          ).length;
          return (
            <li key={check} className="flex flex-wrap items-center gap-2">
              <StatusBadge status={passing === report.pageCount ? "pass" : "error"} />
              <span className="font-semibold text-navy-950">{label}</span>
              <span className="text-navy-800">
                {technical.pagesPassing(passing, report.pageCount)}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
