import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-brass-100 px-2 py-0.5 text-[0.6875rem] font-bold tracking-wide text-brass-700",
        className,
      )}
      {...props}
    />
  );
}
