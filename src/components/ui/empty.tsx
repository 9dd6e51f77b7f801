import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

// An empty list's or section's state in a dashed box (shadcn/ui's Empty): a line of text alone, or
// EmptyMedia (an icon), EmptyTitle, EmptyDescription and EmptyContent (what to do about it).

export function Empty({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-slot="empty"
      className={cn(
        "flex flex-col items-center gap-1 rounded-lg border border-dashed border-navy-200 bg-white p-6 text-center text-sm text-navy-700",
        className,
      )}
      {...props}
    />
  );
}

export function EmptyMedia({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-slot="empty-media"
      aria-hidden="true"
      className={cn("mb-2 text-navy-400 [&>svg]:size-8", className)}
      {...props}
    />
  );
}

export function EmptyTitle({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      data-slot="empty-title"
      className={cn("font-semibold text-navy-900", className)}
      {...props}
    />
  );
}

export function EmptyDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      data-slot="empty-description"
      className={cn("max-w-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export function EmptyContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-slot="empty-content"
      className={cn("mt-3 flex flex-col items-center gap-3", className)}
      {...props}
    />
  );
}
