import { Card, CardTitle } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { seoCopy } from "@/content/admin/seo-tools";
import type { SiteReport } from "../analysis";
import { FindingItem } from "./finding-item";
import { ScoreBadge } from "./score-badge";

const { pages } = seoCopy;
const severity = { error: 0, warning: 1, pass: 2 } as const;

/** Each page with its score and its issues, the worst first. */
export function PageAnalysis({ report }: { report: SiteReport }) {
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{pages.heading}</CardTitle>
      <ul className="mt-4 divide-y divide-border">
        {report.pages.map((page) => {
          const issues = page.findings
            .filter((finding) => finding.status !== "pass")
            .sort((a, b) => severity[a.status] - severity[b.status]);
          return (
            <li key={page.path} className="grid gap-2 py-4" data-page={page.path}>
              <Heading level={3} size="base" className="flex flex-wrap items-center gap-2">
                <span className="[overflow-wrap:anywhere]">{page.path}</span>
                <ScoreBadge score={page.score} />
              </Heading>
              <p className="text-xs text-muted-foreground">{pages.words(page.wordCount)}</p>
              <p className="text-sm font-semibold text-navy-900">{pages.issues}</p>
              {issues.length === 0 ? (
                <p className="text-sm text-navy-700">{pages.none}</p>
              ) : (
                <ul className="divide-y divide-border" aria-label={`${pages.issues}: ${page.path}`}>
                  {issues.map((finding, index) => (
                    <FindingItem key={`${finding.check}-${index}`} finding={finding} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
