import { Play } from "lucide-react";
import { toast } from "sonner";
import { AdminPage } from "@/components/layout/admin/admin-page";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { adminPageCopy } from "@/content/admin/pages";
import { seoCopy, seoKeywords, seoPageAnalyses, seoTabs } from "@/content/admin/seo-tools";
import { PremiumPanel } from "./seo-tools/premium-panel";
import { ScoreBadge } from "./seo-tools/score-badge";
import { useTabParam } from "./use-tab-param";

const { overview, pages, keywords, social, technical } = seoCopy;

/** A labelled bar from 0 to 100. */
function Meter({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="flex justify-between gap-4 text-sm">
        <span className="text-navy-800">{label}</span>
        <span className="font-semibold text-navy-950">{value}%</span>
      </div>
      <Progress value={value} max={100} aria-label={label} className="mt-2" />
    </div>
  );
}

/** /admin/seo-tools: demo data only; the Pro panels stay locked. */
export default function SeoToolsPage() {
  const [tab, select] = useTabParam(seoTabs);
  return (
    <AdminPage copy={adminPageCopy.seoTools}>
      <div className="mb-6">
        <Button
          onClick={() =>
            toast(seoCopy.runAnalysisToast.title, {
              description: seoCopy.runAnalysisToast.description,
            })
          }
        >
          <Play aria-hidden="true" />
          {seoCopy.runAnalysis}
        </Button>
      </div>
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label={seoCopy.tabsLabel}>
          {seoTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="overview">
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <Card className="p-6 text-center">
              <Heading level={2} size="base" className="text-navy-800">
                {overview.overallLabel}
              </Heading>
              <p className="mt-3 font-display text-5xl text-navy-950">
                {overview.overall}
                <span className="text-2xl text-muted-foreground">/{overview.outOf}</span>
              </p>
              <div className="mt-3">
                <ScoreBadge score={overview.overall} />
              </div>
              <p className="mt-3 text-sm text-muted-foreground">
                {overview.pagesAnalysed} {overview.pagesAnalysedLabel}
              </p>
            </Card>
            <Card className="grid gap-5 p-6">
              {overview.metrics.map((metric) => (
                <Meter key={metric.label} label={metric.label} value={metric.value} />
              ))}
            </Card>
          </div>
        </TabsContent>

        <TabsContent value="pages">
          <Card className="p-5 sm:p-6">
            <CardTitle>{pages.heading}</CardTitle>
            <ul className="mt-4 divide-y divide-border">
              {seoPageAnalyses.map((analysis) => (
                <li key={analysis.page} className="grid gap-2 py-4">
                  <Heading level={3} size="base" className="flex flex-wrap items-center gap-2">
                    {analysis.page}
                    <ScoreBadge score={analysis.score} />
                  </Heading>
                  <div className="grid gap-4 text-sm sm:grid-cols-2">
                    <div>
                      <p className="font-semibold text-navy-900">{pages.issues}</p>
                      <ul className="mt-1 list-disc pl-5 text-navy-700">
                        {analysis.issues.length === 0 ? (
                          <li>{pages.none}</li>
                        ) : (
                          analysis.issues.map((issue) => <li key={issue}>{issue}</li>)
                        )}
                      </ul>
                    </div>
                    <div>
                      <p className="font-semibold text-navy-900">{pages.recommendations}</p>
                      <ul className="mt-1 list-disc pl-5 text-navy-700">
                        {analysis.recommendations.map((tip) => (
                          <li key={tip}>{tip}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </TabsContent>

        <TabsContent value="keywords">
          <Heading level={2} size="xl" className="mb-4">
            {keywords.heading}
          </Heading>
          <PremiumPanel>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="py-2">{keywords.columns.keyword}</th>
                  <th className="py-2">{keywords.columns.position}</th>
                  <th className="py-2">{keywords.columns.volume}</th>
                </tr>
              </thead>
              <tbody>
                {seoKeywords.map((row) => (
                  <tr key={row.keyword} className="border-t border-border">
                    <td className="py-2">{row.keyword}</td>
                    <td className="py-2">{row.position}</td>
                    <td className="py-2">{row.volume}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </PremiumPanel>
        </TabsContent>

        <TabsContent value="social">
          <Heading level={2} size="xl">
            {social.heading}
          </Heading>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">{social.description}</p>
          <PremiumPanel>
            <div className="grid gap-4 sm:grid-cols-3">
              {social.networks.map((network) => (
                <div key={network} className="h-40 rounded-md bg-navy-100 p-3 text-sm">
                  {network}
                </div>
              ))}
            </div>
          </PremiumPanel>
        </TabsContent>

        <TabsContent value="technical">
          <Card className="grid gap-5 p-5 sm:p-6">
            <CardTitle>{technical.heading}</CardTitle>
            {technical.checks.map((check) => (
              <Meter key={check.label} label={check.label} value={check.value} />
            ))}
          </Card>
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
