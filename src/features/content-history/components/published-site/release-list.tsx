import { useState } from "react";
import { publishedSiteCopy } from "@/content/content-history";
import { formatInstant } from "@/lib/instants";
import type { PublishedRelease } from "../../api/get-releases";
import { Pager } from "../pager";
import { Section } from "./shared";

const copy = publishedSiteCopy.releases;

/** Five years of deploys are a few hundred releases: they are shown ten at a time. */
export const RELEASES_PAGE_SIZE = 10;

/** Every release, newest first, with its commit and its outside time stamp (or none). */
export function ReleaseList({ releases }: { releases: PublishedRelease[] }) {
  const [page, setPage] = useState(0);
  const pageCount = Math.ceil(releases.length / RELEASES_PAGE_SIZE);
  const first = page * RELEASES_PAGE_SIZE;
  const shown = releases.slice(first, first + RELEASES_PAGE_SIZE);
  return (
    <Section id="releases-heading" heading={copy.heading} description={copy.description}>
      {releases.length === 0 ? (
        <p className="text-sm text-navy-800">{copy.empty}</p>
      ) : (
        <>
          <p className="text-sm text-navy-700" aria-live="polite">
            {copy.range(first + 1, first + shown.length, releases.length)}
          </p>
          <ol aria-labelledby="releases-heading" className="grid gap-3">
            {shown.map((release) => (
              <li key={release.id} className="grid gap-1 border-t border-border pt-3 text-sm">
                <p className="font-semibold text-navy-950">
                  {copy.recordedAt}{" "}
                  <time dateTime={release.recorded_at}>{formatInstant(release.recorded_at)}</time>
                </p>
                <p className="text-navy-800">
                  {copy.commit}{" "}
                  <code className="font-mono">{release.build_commit.slice(0, 12)}</code>
                  {release.build_modified && ` (${copy.modified})`} ·{" "}
                  {copy.pages(release.pages.length)}
                </p>
                <p className={release.stamp ? "text-signal-700" : "text-navy-700"}>
                  {release.stamp
                    ? copy.stamped(release.stamp.tsaUrl, formatInstant(release.stamp.genTime))
                    : copy.notStamped}
                </p>
              </li>
            ))}
          </ol>
          {pageCount > 1 && (
            <Pager page={page} pageCount={pageCount} onPageChange={setPage} copy={copy} />
          )}
        </>
      )}
    </Section>
  );
}
