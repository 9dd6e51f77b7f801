import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-navy-800",
        accent: "bg-brass-600 text-white shadow-sm hover:bg-brass-700",
        outline:
          "border border-navy-200 bg-white text-navy-900 hover:border-navy-300 hover:bg-navy-50",
        ghost: "text-navy-900 hover:bg-navy-50",
        inverse: "bg-white text-navy-950 shadow-sm hover:bg-brass-50",
        "outline-inverse": "border border-white/40 text-white hover:bg-white/10",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-navy-700 underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-3.5 text-sm",
        md: "h-11 px-5 text-[0.9375rem]",
        lg: "h-12 px-7 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {}

/**
 * A <button> with the design's styles. A link that looks like a button is the link itself with
 * `className={buttonVariants(...)}`: no Slot, so Radix's Slot stays out of every public page's
 * first download (it is 1.4 KB gzip; the budget in scripts/bundle-budget.ts is 90 KB).
 */
export const Button = ({
  className,
  variant,
  size,
  type = "button",
  ref,
  ...props
}: ButtonProps & { ref?: Ref<HTMLButtonElement> }) => (
  <button
    ref={ref}
    type={type}
    className={cn(buttonVariants({ variant, size }), className)}
    {...props}
  />
);
