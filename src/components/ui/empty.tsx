import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** An empty list's or section's state: what there would be, in a dashed box. */
export function Empty({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      className={cn(
        "rounded-lg border border-dashed border-navy-200 bg-white p-6 text-center text-sm text-navy-700",
        className,
      )}
      {...props}
    />
  );
}
