import { FileDown } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { publishedSiteCopy } from "@/content/content-history";
import { formatInstant } from "@/lib/instants";
import { firmCalendarDate, firmMidnight } from "@/content/firm-time-zone";
import { saveBlob } from "@/lib/downloads";
import { useReleaseFiles } from "../../api/get-release-files";
import { contentHistoryKeys } from "../../api/keys";
import type { PublishedRelease } from "../../api/get-releases";
import { pageAssets, releasesDuring, selfContainedPage } from "../../release-pages";
import { pageLabel, pageOptions, releaseOptions, ReleaseFilesError, Section } from "./shared";

const copy = publishedSiteCopy.asOf;

/** Today in the firm's time zone, the zone of every day and time the admin area shows. */
const today = () => firmCalendarDate(new Date());

/** The firm's midnight of a YYYY-MM-DD day, and of the next; undefined for anything else. */
function dayBounds(day: string): { start: Date; end: Date } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = firmMidnight(day);
  if (Number.isNaN(start.getTime())) return undefined;
  return { start, end: firmMidnight(day, 1) };
}

/**
 * Any public page as the public saw it on a chosen day, in a sandboxed frame: the release in force
 * at the end of the day, or, when the site changed that day, any other version it had then.
 */
export function PageAsOf({ releases, paths }: { releases: PublishedRelease[]; paths: string[] }) {
  const [path, setPath] = useState(paths[0] ?? "/");
  const [day, setDay] = useState(today);
  const [chosenId, setChosenId] = useState<string>();
  const dayId = useId();
  const bounds = dayBounds(day);
  const versions = bounds ? releasesDuring(releases, bounds.start, bounds.end) : [];
  const release =
    versions.find((candidate) => candidate.id === chosenId) ?? versions[versions.length - 1];
  const page = release?.pages.find((candidate) => candidate.path === path);
  return (
    <Section id="as-of-heading" heading={copy.heading} description={copy.description}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={copy.page}
          value={path}
          onValueChange={setPath}
          options={pageOptions(paths)}
        />
        <div className="grid gap-2">
          <Label htmlFor={dayId}>{copy.day}</Label>
          <Input
            id={dayId}
            type="date"
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setChosenId(undefined);
            }}
          />
        </div>
        {versions.length > 1 && (
          <>
            <p className="text-sm text-navy-800 sm:col-span-2">{copy.versions(versions.length)}</p>
            <SelectField
              label={copy.version}
              value={release!.id}
              onValueChange={setChosenId}
              options={releaseOptions(versions)}
            />
          </>
        )}
      </div>
      {!release || !page ? (
        <p className="text-sm text-navy-800" role="status">
          {copy.noRelease(day)}
        </p>
      ) : (
        <RecordedPage release={release} path={path} />
      )}
    </Section>
  );
}

function RecordedPage({ release, path }: { release: PublishedRelease; path: string }) {
  const page = release.pages.find((candidate) => candidate.path === path)!;
  const files = useReleaseFiles([page, ...release.assets]);
  const time = formatInstant(release.recorded_at);
  const srcDoc = useQuery({
    queryKey: contentHistoryKeys.archivedPage(
      files.data?.map((file) => file.sha256).join(",") ?? "",
    ),
    enabled: !!files.data,
    staleTime: Infinity,
    queryFn: () => {
      const [html, ...assets] = files.data!;
      return selfContainedPage(new TextDecoder().decode(html!.content), pageAssets(assets));
    },
  });
  if (files.isPending || (files.data && srcDoc.isPending))
    return <Spinner label={copy.loading} className="justify-start" />;
  if (files.error || !srcDoc.data)
    return <ReleaseFilesError error={files.error} failed={copy.failed} />;
  const fileName = `${path === "/" ? "home" : path.replace(/^\//, "").replace(/[/.]/g, "-")}-${release.recorded_at.slice(0, 10)}.html`;
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-navy-900" role="status">
          {copy.showing(pageLabel(path), time)}
        </p>
        {/* On a phone its label wraps: on one line it was wider than the card. */}
        <Button
          variant="outline"
          className="h-auto min-h-11 whitespace-normal py-2 text-left"
          onClick={() =>
            saveBlob(
              new Blob([files.data![0]!.content.slice().buffer], { type: "text/html" }),
              fileName,
            )
          }
        >
          <FileDown aria-hidden="true" />
          {copy.download}
        </Button>
      </div>
      <iframe
        sandbox=""
        srcDoc={srcDoc.data}
        title={copy.frameTitle(pageLabel(path), time)}
        className="h-[28rem] w-full rounded-md border border-border bg-white sm:h-[36rem]"
      />
    </div>
  );
}
