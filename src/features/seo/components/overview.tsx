import { Card, CardTitle } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { seoCopy } from "@/content/admin/seo-tools";
import { PersonName } from "@/features/content-history";
import { formatInstant } from "@/lib/instants";
import { worstFirst, type SiteReport } from "../analysis";
import type { SeoAnalysisSummary } from "../api/get-analyses";
import { FindingItem } from "./finding-item";
import { ScoreBadge } from "./score-badge";

const { overview, history } = seoCopy;

/** The most issues the Overview lists; Page Analysis has them all. */
const WORST_SHOWN = 10;

/** The site's score, the pages analysed, and the worst issues first. */
export function SeoOverview({
  analysis,
  report,
}: {
  analysis: SeoAnalysisSummary;
  report: SiteReport;
}) {
  const ranked = worstFirst(report);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <Card className="self-start p-6 text-center">
        <Heading level={2} size="base" className="text-navy-800">
          {overview.overallLabel}
        </Heading>
        <p className="mt-3 font-display text-5xl text-navy-950" data-testid="seo-site-score">
          {report.score}
          <span className="text-2xl text-muted-foreground">/{seoCopy.outOf}</span>
        </p>
        <div className="mt-3">
          <ScoreBadge score={report.score} />
        </div>
        <p className="mt-3 text-sm text-navy-800" data-testid="seo-pages-analysed">
          {overview.pagesAnalysed(report.pageCount)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {overview.analysedAt}{" "}
          <time dateTime={analysis.analysed_at}>{formatInstant(analysis.analysed_at)}</time>{" "}
          {overview.by} <PersonName userId={analysis.analysed_by} />
        </p>
      </Card>
      <Card className="min-w-0 p-5 sm:p-6">
        <CardTitle>{overview.worstHeading}</CardTitle>
        {ranked.length === 0 ? (
          <p className="mt-3 text-sm text-navy-800">{overview.noIssues}</p>
        ) : (
          <>
            <ul className="mt-2 divide-y divide-border" aria-label={overview.worstHeading}>
              {ranked.slice(0, WORST_SHOWN).map(({ path, finding }, index) => (
                <FindingItem
                  key={`${path}-${finding.check}-${index}`}
                  finding={finding}
                  where={path ?? overview.site}
                />
              ))}
            </ul>
            {ranked.length > WORST_SHOWN && (
              <p className="mt-2 text-sm text-navy-700">
                {overview.more(ranked.length - WORST_SHOWN)}
              </p>
            )}
          </>
        )}
      </Card>
    </div>
  );
}

/** Every analysis kept, newest first: when, by whom, the score and the pages. */
export function AnalysisHistory({ analyses }: { analyses: SeoAnalysisSummary[] }) {
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <CardTitle>{history.heading}</CardTitle>
      {/* On a phone the table can be wider than its card: it scrolls, and a keyboard user can
          scroll it too (the region takes the focus; axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div className="mt-3 overflow-x-auto" role="region" aria-label={history.caption} tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{history.caption}</caption>
          <thead>
            <tr className="text-navy-700">
              {Object.values(history.columns).map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {analyses.map((analysis, index) => (
              <tr key={analysis.id} className="border-t border-border align-top">
                <td className="py-2 pr-4">
                  <time dateTime={analysis.analysed_at}>{formatInstant(analysis.analysed_at)}</time>
                  {index === 0 && (
                    <span className="block text-xs text-muted-foreground">{history.shown}</span>
                  )}
                </td>
                {/* A name wraps between its words, an email never inside itself: the table
                    scrolls in its region instead (at 375 px "admin@example.com" broke mid-word). */}
                <td className="py-2 pr-4 [&_span]:[overflow-wrap:normal]" data-by>
                  <PersonName userId={analysis.analysed_by} />
                </td>
                <td className="py-2 pr-4">
                  <ScoreBadge score={analysis.score} />
                </td>
                <td className="py-2">{analysis.page_count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
