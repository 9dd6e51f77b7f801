import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

// A modal panel that slides in from a side of the screen (Radix Dialog): it traps focus while open,
// closes on Escape or a click on the overlay, and returns focus to its trigger.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background shadow-lift outline-none",
  {
    variants: {
      side: {
        left: "inset-y-0 left-0 h-full w-[88%] max-w-sm border-r border-border",
        right: "inset-y-0 right-0 h-full w-[88%] max-w-sm border-l border-border",
      },
    },
    defaultVariants: { side: "right" },
  },
);

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants>;

export const SheetContent = ({ side, className, ref, ...props }: SheetContentProps) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px]" />
    <DialogPrimitive.Content
      ref={ref}
      className={cn(sheetVariants({ side }), className)}
      {...props}
    />
  </DialogPrimitive.Portal>
);

export const SheetTitle = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title
    ref={ref}
    className={cn("font-display text-lg text-navy-950", className)}
    {...props}
  />
);
