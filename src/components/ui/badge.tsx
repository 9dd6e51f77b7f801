import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva("inline-flex items-center gap-1 rounded-full", {
  variants: {
    /** The tone: what the badge says about its subject (brass is the design's plain label). */
    variant: {
      default: "bg-brass-100 text-brass-700",
      neutral: "bg-navy-100 text-navy-800",
      muted: "bg-navy-50 text-navy-600",
      success: "bg-emerald-100 text-emerald-800",
      /** The public site's teal accent (a meeting format's note). */
      signal: "bg-signal-50 text-signal-700",
      warning: "bg-orange-100 text-orange-800",
      danger: "bg-red-100 text-red-800",
      primary: "bg-primary text-primary-foreground",
      destructive: "bg-destructive text-destructive-foreground",
    },
    size: {
      sm: "px-2 py-0.5 text-[0.6875rem] font-bold tracking-wide",
      md: "px-2.5 py-0.5 text-xs font-semibold",
    },
  },
  defaultVariants: { variant: "default", size: "sm" },
});

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

/** A short status or label in a pill (shadcn/ui's pattern): `variant` its tone, `size` its text. */
export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
