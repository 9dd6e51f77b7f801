import { useId } from "react";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { publishedSiteCopy } from "@/content/content-history";
import { NOT_FOUND_PATH } from "../../archive/format";

export const releaseTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "long",
});

export const formatTime = (iso: string) => releaseTimeFormat.format(new Date(iso));

/** A page path as people read it. */
export const pageLabel = (path: string) =>
  path === NOT_FOUND_PATH ? publishedSiteCopy.notFoundPage : path;

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

export const sectionClass =
  "grid gap-4 rounded-lg border border-border bg-white p-4 shadow-card sm:p-5";
