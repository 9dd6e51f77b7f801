import { type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { publishedSiteCopy } from "@/content/content-history";
import type { PublishedRelease } from "../../api/get-releases";
import { NOT_FOUND_PATH } from "../../archive/format";

export const releaseTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "long",
});

export const formatTime = (iso: string) => releaseTimeFormat.format(new Date(iso));

/** A page path as people read it. */
export const pageLabel = (path: string) =>
  path === NOT_FOUND_PATH ? publishedSiteCopy.notFoundPage : path;

/** Page paths as the options of a ChoiceField. */
export const pageOptions = (paths: string[]) =>
  paths.map((value) => ({ value, label: pageLabel(value) }));

/** Releases as the options of a ChoiceField. */
export const releaseOptions = (releases: PublishedRelease[]) =>
  releases.map((release) => ({
    value: release.id,
    label: publishedSiteCopy.releaseOption(
      formatTime(release.recorded_at),
      release.build_commit.slice(0, 7),
    ),
  }));

export function ChoiceField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

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
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-lg border border-border bg-white p-4 shadow-card sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-base font-semibold text-navy-950">
          {heading}
        </h2>
        {description && <p className="text-sm text-navy-700">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** What a section says when its files could not be loaded. */
export function FailedNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
