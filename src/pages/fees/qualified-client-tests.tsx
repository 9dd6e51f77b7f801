import { CalendarCheck } from "lucide-react";
import { firmCalendarDate } from "@/content/firm-time-zone";
import { island } from "@/lib/island";
import { useDated } from "@/lib/view-time";
import {
  qualifiedClientTests,
  qualifiedClientThresholdsOn,
  thresholdsCitation,
  type QualifiedClientCopy,
} from "./qualified-client";

type QualifiedClientTestsProps = {
  copy: Pick<
    QualifiedClientCopy,
    "assetsTest" | "netWorthTest" | "citation" | "rule" | "reviewed" | "thresholds"
  >;
  /**
   * Noon (UTC) of the firm's day the page was rendered: the day the prerendered tests are for. A
   * day, not the instant: two builds of one day's content are the same page, recorded once.
   */
  renderedAt: string;
};

/** The Rule 205-3 dollar tests in force for an agreement entered into today (see qualified-client.ts). */
function DatedTests({ copy, renderedAt }: QualifiedClientTestsProps) {
  // Noon UTC of the firm's calendar day falls on that same day in the firm's time zone.
  const today = new Date(`${useDated(firmCalendarDate, renderedAt)}T12:00:00Z`);
  const thresholds = qualifiedClientThresholdsOn(copy.thresholds, today);
  return (
    <div>
      <ol className="grid gap-4">
        {qualifiedClientTests(copy, thresholds).map((test, index) => (
          <li
            key={test}
            className="flex gap-4 rounded-lg border border-border bg-card p-5 shadow-card"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-brass-300 bg-brass-50 font-display text-lg text-brass-700"
            >
              {index + 1}
            </span>
            <p className="leading-7 text-navy-900">{test}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex gap-2.5 text-sm leading-6 text-navy-800">
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-600" />
        {thresholdsCitation(copy, thresholds)}
      </p>
    </div>
  );
}

/**
 * An island of /fees: the thresholds change on dates the SEC sets, so the browser shows those of the
 * day the page is read, not only of the day it was built; hydrated once the page is idle, before a
 * visitor has scrolled down to it, so such a change moves nothing in view.
 */
export const QualifiedClientTests = island(DatedTests);
