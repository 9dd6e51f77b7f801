import { Heading } from "@/components/ui/heading";
import { LoadError } from "@/components/ui/load-error";
import { metricDefaults, type DashboardCopy } from "@/content/admin/dashboard";
import { useMetrics } from "../api/get-metrics";
import { FigureCard } from "./figure-card";

const numberFormat = new Intl.NumberFormat("en-US");

/** The newsletter list and the SEO score; skeletons while loading; the defaults, and a note, when loading failed. */
export function MetricCards({ copy }: { copy: DashboardCopy["metrics"] }) {
  const metrics = useMetrics();
  if (metrics.isError) console.error("The dashboard metrics could not be loaded", metrics.error);
  const shown = metrics.data ?? metricDefaults;
  const notes = { email_subscribers: copy.subscribersNote, seo_score: copy.seoNote };
  return (
    <section aria-labelledby="metrics-heading">
      <Heading level={2} size="base" id="metrics-heading" className="sr-only">
        {copy.heading}
      </Heading>
      {metrics.isError && <LoadError size="inline" message={copy.loadFailed} className="mb-3" />}
      <ul className="grid gap-4 sm:grid-cols-2" aria-busy={metrics.isPending}>
        {copy.cards.map((card) => (
          <li key={card.name}>
            <FigureCard
              label={card.label}
              metric={card.name}
              value={
                metrics.isPending
                  ? undefined
                  : `${numberFormat.format(shown[card.name])}${"suffix" in card ? card.suffix : ""}`
              }
            >
              <p className="mt-1 text-xs text-muted-foreground">{notes[card.name]}</p>
            </FigureCard>
          </li>
        ))}
      </ul>
      {metrics.isPending && (
        <span role="status" className="sr-only">
          {copy.loading}
        </span>
      )}
    </section>
  );
}
