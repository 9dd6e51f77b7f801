import { Undo2, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FileDropArea } from "@/components/ui/file-drop-area";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import type { SiteSettingsCopy } from "@/content/admin/site-settings";
import { brandImageProblem } from "../schemas";

type BrandImageFieldProps = {
  label: string;
  hint: string;
  copy: SiteSettingsCopy["upload"];
  /** The picture saved now, if any. */
  currentUrl: string | null;
  /** A new file, null for "none" (the built-in), undefined to keep the current one. */
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  disabled?: boolean;
};

/** One of Site Settings' pictures: see it, choose a PNG, SVG or ICO of up to 1 MB, or remove it. */
export function BrandImageField({
  label,
  hint,
  copy,
  currentUrl,
  value,
  onChange,
  disabled,
}: BrandImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<"invalidType" | "tooLarge">();
  const newFileUrl = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(
    () => () => {
      if (newFileUrl) URL.revokeObjectURL(newFileUrl);
    },
    [newFileUrl],
  );
  const shown = value === undefined ? currentUrl : (newFileUrl ?? null);

  const choose = (file: File | null) => {
    if (!file) return;
    const refused = brandImageProblem(file);
    setProblem(refused);
    if (refused) {
      if (input.current) input.current.value = "";
      return;
    }
    onChange(file);
  };
  const reset = (next: File | null | undefined) => {
    if (input.current) input.current.value = "";
    setProblem(undefined);
    onChange(next);
  };

  const errorId = `${id}-error`;
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div className="flex min-h-16 flex-wrap items-center gap-3 rounded-lg border border-border p-3">
        {shown ? (
          <img
            src={shown}
            alt={value ? copy.chosen(label) : copy.current(label)}
            className="h-12 max-w-40 object-contain"
          />
        ) : (
          <span className="text-sm text-muted-foreground">
            {value === null && currentUrl ? copy.removed : copy.builtIn}
          </span>
        )}
        {shown && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => reset(null)}
            disabled={disabled}
          >
            <X aria-hidden="true" />
            {copy.remove} <span className="sr-only">{label}</span>
          </Button>
        )}
        {value !== undefined && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => reset(undefined)}
            disabled={disabled}
          >
            <Undo2 aria-hidden="true" />
            {copy.keep} <span className="sr-only">{label}</span>
          </Button>
        )}
      </div>
      <FileDropArea
        ref={input}
        id={id}
        accept=".png,.svg,.ico,image/png,image/svg+xml,image/x-icon"
        file={value ?? null}
        onFileChange={choose}
        prompt={copy.prompt}
        hint={copy.types}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className="py-5"
      />
      {problem && <LoadError size="inline" id={errorId} message={copy[problem]} />}
    </div>
  );
}
