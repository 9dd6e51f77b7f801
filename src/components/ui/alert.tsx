import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

export const alertVariants = cva(
  "flex flex-wrap gap-3 rounded-lg border p-4 text-sm [&>svg]:size-5 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        /** A note beside the content (the demo figures' notice). */
        info: "border-brass-300 bg-brass-50 text-navy-900 [&>svg]:text-brass-700",
        /** Something failed. */
        destructive: "border-destructive/40 bg-red-50 text-red-900",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

export type AlertProps = HTMLAttributes<HTMLDivElement> & VariantProps<typeof alertVariants>;

/**
 * A boxed message with its icon first (shadcn/ui's pattern). No role of its own: a failure the person
 * must hear passes role="alert" (LoadError does), a standing note passes none.
 */
export function Alert({ className, variant, ...props }: AlertProps) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}
