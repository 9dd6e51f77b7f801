import { X } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FileDropArea } from "@/components/ui/file-drop-area";
import { Label } from "@/components/ui/label";
import type { resourcesCopy } from "@/content/admin/content-management";
import { THUMBNAIL_TYPES, thumbnailProblem } from "../schemas";

/** The field's words: the resource dialog's, or another picture's in their shape. */
export interface ThumbnailFieldCopy {
  dialog: Record<
    "thumbnail" | "thumbnailPrompt" | "thumbnailHint" | "thumbnailPreview" | "removeThumbnail",
    string
  >;
  toasts: Pick<
    typeof resourcesCopy.toasts,
    "invalidType" | "invalidTypeText" | "tooLarge" | "tooLargeText"
  >;
}

type ThumbnailFieldProps = {
  copy: ThumbnailFieldCopy;
  /** The thumbnail stored now, if any. */
  currentUrl: string | null;
  /** A new file, null for "no thumbnail", undefined to keep the current one. */
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  disabled?: boolean;
};

/**
 * The resource's thumbnail (or a post's cover image): pick a JPG or PNG of up to 5 MB, see it, or
 * remove it.
 */
export function ThumbnailField({
  copy,
  currentUrl,
  value,
  onChange,
  disabled,
}: ThumbnailFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const newFileUrl = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(
    () => () => {
      if (newFileUrl) URL.revokeObjectURL(newFileUrl);
    },
    [newFileUrl],
  );
  const preview = value === undefined ? currentUrl : newFileUrl;

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = thumbnailProblem(file);
    if (problem) {
      const { toasts } = copy;
      if (problem === "invalidType") {
        toast.error(toasts.invalidType, { description: toasts.invalidTypeText });
      } else toast.error(toasts.tooLarge, { description: toasts.tooLargeText });
      if (input.current) input.current.value = "";
      return;
    }
    onChange(file);
  };

  const remove = () => {
    if (input.current) input.current.value = "";
    onChange(null);
  };

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
      <Label htmlFor={id}>{copy.dialog.thumbnail}</Label>
      {preview ? (
        <div className="flex flex-wrap items-center gap-4 rounded-lg border border-border p-3">
          <img
            src={preview}
            alt={copy.dialog.thumbnailPreview}
            className="size-20 shrink-0 rounded-md object-cover"
          />
          <Button variant="outline" size="sm" onClick={remove} disabled={disabled}>
            <X aria-hidden="true" />
            {copy.dialog.removeThumbnail}
          </Button>
        </div>
      ) : null}
      <FileDropArea
        ref={input}
        id={id}
        accept={[...THUMBNAIL_TYPES, ".jpg", ".jpeg", ".png"].join(",")}
        file={value ?? null}
        onFileChange={choose}
        prompt={copy.dialog.thumbnailPrompt}
        hint={copy.dialog.thumbnailHint}
        disabled={disabled}
        className="py-5"
      />
    </div>
  );
}
