import { FileUp } from "lucide-react";
import {
  useState,
  type DragEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";
import { cn } from "@/lib/utils";

export interface FileDropAreaProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "onChange" | "multiple"
> {
  /** The chosen file, named under the prompt. */
  file?: File | null;
  onFileChange: (file: File | null) => void;
  /** What to do, e.g. "Drop a PDF here, or click to choose one". */
  prompt: ReactNode;
  /** Limits, e.g. "PDF, up to 10 MB". */
  hint?: ReactNode;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A drop zone for one file. It is a native file input stretched over the zone, so a click, Enter or
 * Space opens the picker, a drop lands in the input, and the label and ARIA wiring of FormControl
 * (id, aria-describedby, aria-invalid) go to the input. `accept` only filters the picker: check the
 * type and size in the form's zod schema.
 */
export const FileDropArea = ({
  className,
  file,
  onFileChange,
  prompt,
  hint,
  disabled,
  ref,
  ...props
}: FileDropAreaProps & { ref?: Ref<HTMLInputElement> }) => {
  const [dragging, setDragging] = useState(false);
  const dragHandlers = {
    onDragEnter: () => setDragging(true),
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: () => setDragging(false),
  };
  return (
    <div
      {...dragHandlers}
      data-dragging={dragging || undefined}
      className={cn(
        "relative flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-navy-200 bg-navy-50/50 px-6 py-8 text-center transition-colors",
        "hover:border-navy-300 data-[dragging]:border-ring data-[dragging]:bg-navy-50",
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
        "has-[[aria-invalid=true]]:border-destructive",
        disabled && "opacity-60",
        className,
      )}
    >
      <input
        ref={ref}
        type="file"
        disabled={disabled}
        onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
      <FileUp className="size-6 text-navy-500" aria-hidden="true" />
      <p className="text-sm font-semibold text-navy-900">{prompt}</p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {file && (
        // A long file name wraps anywhere rather than widening the form around it.
        <p className="max-w-full text-sm text-navy-700 [overflow-wrap:anywhere]">
          {file.name} <span className="text-muted-foreground">({kilobytes(file.size)})</span>
        </p>
      )}
    </div>
  );
};
