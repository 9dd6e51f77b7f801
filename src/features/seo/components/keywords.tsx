import { Info } from "lucide-react";
import { Link } from "react-router-dom";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { seoCopy } from "@/content/admin/seo-tools";
import { phrasePlacement, type Place, type SiteReport } from "../analysis";

const { keywords } = seoCopy;

export interface TargetPhrase {
  /** The phrase as the page's published content has it; absent or blank: none set. */
  phrase?: string;
  /** The page editor of the page, where the phrase is set. */
  editHref?: string;
}

/**
 * For each page, the terms its visible text uses most and where its target phrase is found; and,
 * said plainly, that there is no search-volume data.
 */
export function KeywordsPanel({
  report,
  targetOf,
}: {
  report: SiteReport;
  targetOf: (path: string) => TargetPhrase;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{keywords.heading}</CardTitle>
      <p className="mt-1 text-sm text-muted-foreground">{keywords.description}</p>
      <Alert className="mt-4">
        <Info aria-hidden="true" />
        <AlertDescription data-testid="seo-no-volume">{keywords.noVolume}</AlertDescription>
      </Alert>
      <ul className="mt-4 divide-y divide-border">
        {report.pages.map((page) => {
          const { phrase, editHref } = targetOf(page.path);
          const wanted = phrase?.trim();
          return (
            <li key={page.path} className="grid gap-3 py-4" data-keywords={page.path}>
              <Heading level={3} size="base" className="[overflow-wrap:anywhere]">
                {page.path}
              </Heading>
              {!page.keywords ? (
                <p className="text-sm text-navy-700">{keywords.olderAnalysis}</p>
              ) : (
                <div className="grid gap-4 md:grid-cols-2">
                  {page.keywords.terms.length === 0 ? (
                    <p className="text-sm text-navy-700">{keywords.noTerms}</p>
                  ) : (
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">{keywords.termsCaption(page.path)}</caption>
                      <thead>
                        <tr className="text-navy-700">
                          <th scope="col" className="py-1 pr-4 font-semibold">
                            {keywords.columns.term}
                          </th>
                          <th scope="col" className="py-1 text-right font-semibold">
                            {keywords.columns.count}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {page.keywords.terms.map((term) => (
                          <tr key={term.stem} className="border-t border-border">
                            <td className="py-1 pr-4 [overflow-wrap:anywhere]">{term.term}</td>
                            <td className="py-1 text-right tabular-nums">{term.count}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                  <div className="grid content-start gap-2 text-sm">
                    <p className="font-semibold text-navy-950">{keywords.phrase}</p>
                    {wanted ? (
                      <>
                        <p className="text-navy-900 [overflow-wrap:anywhere]" data-phrase>
                          “{wanted}”
                        </p>
                        <ul className="grid gap-1" aria-label={`${keywords.phrase}: ${page.path}`}>
                          {Object.entries(phrasePlacement(page.keywords.placed, wanted)).map(
                            ([place, found]) => (
                              <li
                                key={place}
                                className="flex flex-wrap items-center gap-2"
                                data-place={place}
                              >
                                <Badge variant={found ? "success" : "warning"}>
                                  {found ? keywords.found : keywords.notFound}
                                </Badge>
                                <span>{keywords.places[place as Place]}</span>
                              </li>
                            ),
                          )}
                        </ul>
                      </>
                    ) : (
                      <p className="text-navy-700">{keywords.noPhrase}</p>
                    )}
                    {editHref && (
                      <Link
                        to={editHref}
                        className="justify-self-start font-semibold text-navy-900 underline underline-offset-2"
                      >
                        {wanted ? keywords.editPhrase : keywords.setPhrase}
                        <span className="sr-only">{` (${page.path})`}</span>
                      </Link>
                    )}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
