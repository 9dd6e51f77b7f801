import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, HTMLAttributes } from "react";
import { cn } from "@/lib/utils";
import { ToastSlot } from "./toast-slot";

// A centred modal (Radix Dialog): focus is trapped while open, Escape or the close button closes it,
// and focus returns to what opened it.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const dialogOverlayClassName = "fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px]";
// The box: a column of the toasts' place and the body, which scrolls when the dialog is taller than
// the screen.
export const dialogContentClassName =
  "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-border bg-white shadow-lift outline-none";
export const dialogBodyClassName = "relative grid min-h-0 gap-4 overflow-y-auto p-6";

/**
 * A toast shown while the dialog is open takes room at its top, above the body (which moves down and
 * scrolls below it, so nothing of the dialog is ever under the toast; components/ui/toast-slot.tsx).
 * Last in the dialog, so the dialog opens on its own first control and Tab reaches the toast after
 * its controls; first on the screen.
 */
export const DialogToastSlot = () => <ToastSlot kind="dialog" className="order-first shrink-0" />;

export const DialogContent = ({
  className,
  children,
  closeLabel,
  ref,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay className={dialogOverlayClassName} />
    <DialogPrimitive.Content ref={ref} className={cn(dialogContentClassName, className)} {...props}>
      <div className={dialogBodyClassName}>
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 rounded-sm p-1.5 text-navy-500 hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </div>
      <DialogToastSlot />
    </DialogPrimitive.Content>
  </DialogPrimitive.Portal>
);

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("grid gap-1.5 pr-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      // In reading order on every width (Cancel, then the action), so the tab order is what the eye sees.
      className={cn("flex flex-col gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export const DialogTitle = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title
    ref={ref}
    className={cn("font-display text-xl text-navy-950", className)}
    {...props}
  />
);

export const DialogDescription = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description
    ref={ref}
    className={cn("text-sm text-muted-foreground", className)}
    {...props}
  />
);
