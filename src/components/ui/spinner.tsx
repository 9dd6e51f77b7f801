import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** A busy indicator that a screen reader announces with `label`. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex items-center justify-center gap-3 text-navy-700", className)}
    >
      <Loader2 className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
