import { CalendarCheck } from "lucide-react";
import { island } from "@/lib/island";
import {
  qualifiedClientTests,
  qualifiedClientThresholdsOn,
  thresholdsCitation,
  type QualifiedClientCopy,
} from "./qualified-client";
import { startQualifiedClientTests, type ThresholdsWording } from "./start-qualified-client-tests";

type QualifiedClientTestsProps = {
  copy: Pick<
    QualifiedClientCopy,
    "assetsTest" | "netWorthTest" | "citation" | "rule" | "reviewed" | "thresholds"
  >;
  /** When the site was built: the prerendered tests are those in force that day. */
  builtAt: string;
};

/**
 * The Rule 205-3 dollar tests in force for an agreement entered into on the day the site was built
 * (see qualified-client.ts), with the words of every recorded order for the browser. The page is the
 * same from one build to the next while the same thresholds are in force.
 */
function DatedTests({ copy, builtAt }: QualifiedClientTestsProps) {
  const thresholds = qualifiedClientThresholdsOn(copy.thresholds, new Date(builtAt));
  const wordings: ThresholdsWording[] = [...copy.thresholds]
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
    .map((entry) => ({
      from: entry.effectiveFrom,
      tests: qualifiedClientTests(copy, entry),
      citation: thresholdsCitation(copy, entry),
    }));
  return (
    <div data-thresholds-wordings={JSON.stringify(wordings)}>
      <ol className="grid gap-4">
        {qualifiedClientTests(copy, thresholds).map((test, index) => (
          <li
            key={index}
            className="flex gap-4 rounded-lg border border-border bg-card p-5 shadow-card"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-brass-300 bg-brass-50 font-display text-lg text-brass-700"
            >
              {index + 1}
            </span>
            <p className="leading-7 text-navy-900" data-qualified-client-test="">
              {test}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex gap-2.5 text-sm leading-6 text-navy-800">
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-600" />
        <span data-thresholds-citation="">{thresholdsCitation(copy, thresholds)}</span>
      </p>
    </div>
  );
}

/**
 * An island of /fees: the thresholds change on dates the SEC sets, so once the page is idle its DOM
 * code (./start-qualified-client-tests.ts) shows those of the day the page is read, not only of the
 * day it was built, before a visitor has scrolled down to them, so such a change moves nothing in view.
 */
export const QualifiedClientTests = island(DatedTests, "idle", startQualifiedClientTests);
