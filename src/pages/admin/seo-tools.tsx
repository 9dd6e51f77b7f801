import { Play } from "lucide-react";
import { AdminPage } from "@/components/layout/admin/admin-page";
import { BusyButton } from "@/components/ui/busy-button";
import { Empty, EmptyDescription, EmptyTitle } from "@/components/ui/empty";
import { Heading } from "@/components/ui/heading";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { adminPageCopy } from "@/content/admin/pages";
import { seoCopy, seoTabs } from "@/content/admin/seo-tools";
import { paths } from "@/content/routes";
import {
  AnalysisHistory,
  KeywordsPanel,
  PageAnalysis,
  SeoOverview,
  SocialPreviews,
  TechnicalSeo,
  type TargetPhrase,
  useRunAnalysis,
  useSeoAnalyses,
  useSeoReport,
} from "@/features/seo";
import { pageKeyOfPath } from "@/features/site-content";
import { useTargetPhrases } from "@/features/site-content/admin";
import { readSiteUrl } from "@/lib/env";
import { PremiumPanel } from "./seo-tools/premium-panel";
import { useTabParam } from "./use-tab-param";

const { keywords, social } = seoCopy;

/** The screen's state until an analysis is shown: loading, failed, or none yet. */
function NoAnalysis({ state, retry }: { state: "loading" | "error" | "none"; retry: () => void }) {
  if (state === "loading")
    return (
      <div aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <span role="status" className="sr-only">
          {seoCopy.loading}
        </span>
      </div>
    );
  if (state === "error")
    return (
      <LoadError message={seoCopy.loadFailed} retry={{ label: seoCopy.retry, onRetry: retry }} />
    );
  return (
    <Empty>
      <EmptyTitle>{seoCopy.empty.title}</EmptyTitle>
      <EmptyDescription>{seoCopy.empty.description}</EmptyDescription>
    </Empty>
  );
}

/** /admin/seo-tools: the latest analysis of the latest release; the Pro panels stay locked. */
export default function SeoToolsPage() {
  const [tab, select] = useTabParam(seoTabs);
  const analyses = useSeoAnalyses();
  const latest = analyses.data?.[0];
  const report = useSeoReport(latest?.id);
  const run = useRunAnalysis();
  const phrases = useTargetPhrases();
  const siteUrl = readSiteUrl();
  const targetOf = (path: string): TargetPhrase => {
    const key = pageKeyOfPath[path as keyof typeof pageKeyOfPath];
    return key
      ? { phrase: phrases.data?.[key], editHref: paths.admin.pageEditor.getHref(key) }
      : {};
  };
  const shown = latest && report.data;
  const state =
    analyses.isError || report.isError
      ? "error"
      : analyses.isPending || (latest && report.isPending)
        ? "loading"
        : "none";
  const waiting = (
    <NoAnalysis
      state={state}
      retry={() => void (analyses.isError ? analyses.refetch() : report.refetch())}
    />
  );
  return (
    <AdminPage copy={adminPageCopy.seoTools}>
      <div className="mb-6">
        <BusyButton busy={run.isPending} busyLabel={seoCopy.running} onClick={() => run.mutate()}>
          <Play aria-hidden="true" />
          {seoCopy.runAnalysis}
        </BusyButton>
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
          {shown ? <SeoOverview analysis={latest} report={report.data} /> : waiting}
          {analyses.data && analyses.data.length > 0 && (
            <AnalysisHistory analyses={analyses.data} />
          )}
        </TabsContent>

        <TabsContent value="pages">
          {shown ? <PageAnalysis report={report.data} /> : waiting}
        </TabsContent>

        <TabsContent value="keywords">
          {shown ? <KeywordsPanel report={report.data} targetOf={targetOf} /> : waiting}
          <Heading level={2} size="xl" className="mb-4 mt-8">
            {keywords.rankings.heading}
          </Heading>
          <PremiumPanel>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="py-2">{keywords.rankings.columns.keyword}</th>
                  <th className="py-2">{keywords.rankings.columns.position}</th>
                  <th className="py-2">{keywords.rankings.columns.volume}</th>
                </tr>
              </thead>
              <tbody>
                {[0, 1, 2, 3].map((row) => (
                  <tr key={row} className="border-t border-border">
                    <td className="py-3" colSpan={3}>
                      <Skeleton className="h-3 w-full" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </PremiumPanel>
        </TabsContent>

        <TabsContent value="social">
          {shown ? (
            <SocialPreviews report={report.data} releaseId={latest.release_id} siteUrl={siteUrl} />
          ) : (
            waiting
          )}
          <Heading level={2} size="xl" className="mb-4 mt-8">
            {social.pro}
          </Heading>
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
          {shown ? <TechnicalSeo report={report.data} /> : waiting}
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
