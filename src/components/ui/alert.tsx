import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

// The icon in the first column, the title and description in the second, an AlertAction (a button)
// in a third at the end; the icon is required, so the columns always line up.
export const alertVariants = cva(
  "grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border p-4 text-sm has-[[data-slot=alert-action]]:grid-cols-[auto_1fr_auto] [&>svg]:size-5 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        /** A note beside the content (the demo figures' notice). */
        info: "border-brass-300 bg-brass-50 text-navy-900 [&>svg]:text-brass-700",
        /** Something failed. */
        destructive: "border-destructive/40 bg-red-50 text-red-900 [&>svg]:text-destructive",
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
  return <div data-slot="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

/** A line of text, or with asChild the element given (a page's heading, when the alert is the page). */
export function AlertTitle({
  className,
  asChild = false,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { asChild?: boolean }) {
  const Title = asChild ? Slot : "p";
  return (
    <Title
      data-slot="alert-title"
      className={cn("col-start-2 font-semibold", className)}
      {...props}
    />
  );
}

/** The alert's text; a grid, so a button or a second paragraph under it keeps to the left. */
export function AlertDescription({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-slot="alert-description"
      className={cn("col-start-2 grid justify-items-start gap-2 break-words", className)}
      {...props}
    />
  );
}

export function AlertAction({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-slot="alert-action"
      className={cn("col-start-3 row-start-1 self-center", className)}
      {...props}
    />
  );
}
