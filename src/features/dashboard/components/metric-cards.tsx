import { Heading } from "@/components/ui/heading";
import { LoadError } from "@/components/ui/load-error";
import { metricDefaults, type DashboardCopy } from "@/content/admin/dashboard";
import { SeoScoreCard } from "@/features/seo";
import { useMetrics } from "../api/get-metrics";
import { FigureCard } from "./figure-card";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * The newsletter list (a skeleton while loading; the default, and a note, when loading failed) and
 * the latest SEO analysis's score (or that there is none yet).
 */
export function MetricCards({ copy }: { copy: DashboardCopy["metrics"] }) {
  const metrics = useMetrics();
  if (metrics.isError) console.error("The dashboard metrics could not be loaded", metrics.error);
  const shown = metrics.data ?? metricDefaults;
  const { subscribers } = copy;
  return (
    <section aria-labelledby="metrics-heading">
      <Heading level={2} size="base" id="metrics-heading" className="sr-only">
        {copy.heading}
      </Heading>
      {metrics.isError && <LoadError size="inline" message={copy.loadFailed} className="mb-3" />}
      <ul className="grid gap-4 sm:grid-cols-2" aria-busy={metrics.isPending}>
        <li>
          <FigureCard
            label={subscribers.label}
            metric={subscribers.name}
            value={metrics.isPending ? undefined : numberFormat.format(shown[subscribers.name])}
          >
            <p className="mt-1 text-xs text-muted-foreground">{copy.subscribersNote}</p>
          </FigureCard>
        </li>
        <li>
          <SeoScoreCard copy={copy.seo} />
        </li>
      </ul>
      {metrics.isPending && (
        <span role="status" className="sr-only">
          {copy.loading}
        </span>
      )}
    </section>
  );
}
