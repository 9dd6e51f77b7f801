import { Slot } from "@radix-ui/react-slot";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

// shadcn/ui's card, in parts. The card keeps its padding in the caller's className (the public
// pages pad theirs their own way), so the parts add none that would double up.

/** A div, or with asChild the element given (a section named by its title). */
export function Card({
  className,
  asChild = false,
  ...props
}: HTMLAttributes<HTMLDivElement> & { asChild?: boolean }) {
  const Frame = asChild ? Slot : "div";
  return (
    <Frame
      data-slot="card"
      className={cn(
        "rounded-lg border border-border bg-card text-card-foreground shadow-card",
        className,
      )}
      {...props}
    />
  );
}

/** The title and its line, with a CardAction (a button, a filter) beside them when there is one. */
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "grid auto-rows-min items-start gap-x-3 gap-y-1 has-[[data-slot=card-action]]:grid-cols-[1fr_auto]",
        className,
      )}
      {...props}
    />
  );
}

/** Every card's heading looks alike: an h2, or with asChild the heading element given. */
export function CardTitle({
  className,
  asChild = false,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { asChild?: boolean }) {
  const Heading = asChild ? Slot : "h2";
  return (
    <Heading
      data-slot="card-title"
      className={cn("font-display text-xl font-semibold text-navy-950", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export function CardAction({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-slot="card-action"
      className={cn("col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div data-slot="card-content" className={className} {...props} />;
}
