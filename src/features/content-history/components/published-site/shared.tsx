import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { publishedSiteCopy } from "@/content/content-history";
import { LoadError } from "@/components/ui/load-error";
import { formatInstant } from "@/lib/instants";
import { AlteredReleaseFile } from "../../api/get-release-files";
import type { PublishedRelease } from "../../api/get-releases";
import { NOT_FOUND_PATH } from "../../archive/format";

/** A page path as people read it. */
export const pageLabel = (path: string) =>
  path === NOT_FOUND_PATH ? publishedSiteCopy.notFoundPage : path;

/** Page paths as the options of a SelectField. */
export const pageOptions = (paths: string[]) =>
  paths.map((value) => ({ value, label: pageLabel(value) }));

/** Releases as the options of a SelectField. */
export const releaseOptions = (releases: PublishedRelease[]) =>
  releases.map((release) => ({
    value: release.id,
    label: publishedSiteCopy.releaseOption(
      formatInstant(release.recorded_at),
      release.build_commit.slice(0, 7),
    ),
  }));

/** One of the tab's sections: a card with its heading (and a line under it). */
export function Section({
  id,
  heading,
  description,
  children,
}: {
  id: string;
  heading: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card asChild className="grid grid-cols-1 gap-4 p-4 sm:p-5">
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle id={id}>{heading}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        {children}
      </section>
    </Card>
  );
}

/** Why a release's files are not shown: a file whose bytes differ from the record, or `failed`. */
export function ReleaseFilesError({ error, failed }: { error: Error | null; failed: string }) {
  return (
    <LoadError
      size="inline"
      message={
        error instanceof AlteredReleaseFile
          ? publishedSiteCopy.altered(pageLabel(error.path))
          : failed
      }
    />
  );
}
