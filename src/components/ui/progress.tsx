import * as ProgressPrimitive from "@radix-ui/react-progress";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A bar from 0 to `max` (100 unless given), role="progressbar" with its value (Radix Progress). */
export const Progress = ({
  className,
  value,
  max = 100,
  ref,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root>) => (
  <ProgressPrimitive.Root
    ref={ref}
    value={value}
    max={max}
    className={cn("relative h-2 w-full overflow-hidden rounded-full bg-navy-100", className)}
    {...props}
  >
    <ProgressPrimitive.Indicator
      className="h-full bg-primary transition-transform"
      style={{ transform: `translateX(-${100 - ((value ?? 0) / max) * 100}%)` }}
    />
  </ProgressPrimitive.Root>
);
