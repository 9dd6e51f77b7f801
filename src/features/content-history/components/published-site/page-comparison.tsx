import { useMemo, useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { publishedSiteCopy } from "@/content/content-history";
import { useReleaseFiles } from "../../api/get-release-files";
import type { PublishedRelease } from "../../api/get-releases";
import { compareTexts, pageText } from "../../release-pages";
import { pageLabel, pageOptions, releaseOptions, ReleaseFilesError, Section } from "./shared";

const copy = publishedSiteCopy.compare;

/** A page's text in two releases, word by word: what a visitor read before and after. */
export function PageComparison({
  releases,
  paths,
}: {
  releases: PublishedRelease[];
  paths: string[];
}) {
  const [path, setPath] = useState(paths[0] ?? "/");
  const [fromId, setFromId] = useState(releases[1]?.id ?? releases[0]!.id);
  const [toId, setToId] = useState(releases[0]!.id);
  const options = releaseOptions(releases);
  const from = releases.find((release) => release.id === fromId);
  const to = releases.find((release) => release.id === toId);
  return (
    <Section id="compare-heading" heading={copy.heading}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label={copy.page}
          value={path}
          onValueChange={setPath}
          options={pageOptions(paths)}
        />
        <SelectField label={copy.from} value={fromId} onValueChange={setFromId} options={options} />
        <SelectField label={copy.to} value={toId} onValueChange={setToId} options={options} />
      </div>
      {from && to && <TextComparison from={from} to={to} path={path} />}
    </Section>
  );
}

function TextComparison({
  from,
  to,
  path,
}: {
  from: PublishedRelease;
  to: PublishedRelease;
  path: string;
}) {
  const pages = [from, to].flatMap((release) => release.pages.filter((page) => page.path === path));
  const files = useReleaseFiles(pages);
  const changes = useMemo(() => {
    if (!files.data || files.data.length !== 2) return undefined;
    const [before, after] = files.data.map((file) =>
      pageText(new TextDecoder().decode(file.content)),
    );
    return compareTexts(before!, after!);
  }, [files.data]);
  if (files.isPending) return <Spinner label={copy.loading} className="justify-start" />;
  if (files.error || !changes)
    return <ReleaseFilesError error={files.error} failed={copy.failed} />;
  if (changes.every((change) => change.kind === "same"))
    return (
      <p className="text-sm text-navy-800" role="status">
        {copy.same}
      </p>
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm text-navy-700">{copy.legend}</p>
      <div
        aria-label={`${pageLabel(path)}: ${copy.heading}`}
        role="region"
        className="whitespace-pre-wrap break-words rounded-md border border-border bg-navy-50/40 p-3 text-sm leading-relaxed text-navy-900"
      >
        {changes.map((change, index) =>
          change.kind === "same" ? (
            <span key={index}>{change.text}</span>
          ) : change.kind === "added" ? (
            <ins key={index} className="bg-emerald-100 text-emerald-950 underline">
              <span className="sr-only">{copy.added} </span>
              {change.text}
            </ins>
          ) : (
            <del key={index} className="bg-red-100 text-red-950 line-through">
              <span className="sr-only">{copy.removed} </span>
              {change.text}
            </del>
          ),
        )}
      </div>
    </div>
  );
}
