import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button";
import {
  DialogToastSlot,
  dialogBodyClassName,
  dialogContentClassName,
  dialogOverlayClassName,
} from "./dialog";

// A confirmation that interrupts (Radix AlertDialog, role="alertdialog"): it opens with focus on
// Cancel, and neither Escape-to-confirm nor a click outside can confirm it.
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export const AlertDialogContent = ({
  className,
  ref,
  children,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) => (
  <AlertDialogPrimitive.Portal>
    <AlertDialogPrimitive.Overlay className={dialogOverlayClassName} />
    <AlertDialogPrimitive.Content
      ref={ref}
      className={cn(dialogContentClassName, "max-w-md", className)}
      {...props}
    >
      <div className={dialogBodyClassName}>{children}</div>
      <DialogToastSlot />
    </AlertDialogPrimitive.Content>
  </AlertDialogPrimitive.Portal>
);

export const AlertDialogTitle = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Title>) => (
  <AlertDialogPrimitive.Title
    ref={ref}
    className={cn("font-display text-xl text-navy-950", className)}
    {...props}
  />
);

export const AlertDialogDescription = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) => (
  <AlertDialogPrimitive.Description
    ref={ref}
    className={cn("text-sm text-muted-foreground", className)}
    {...props}
  />
);

export const AlertDialogCancel = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) => (
  <AlertDialogPrimitive.Cancel
    ref={ref}
    className={cn(buttonVariants({ variant: "outline" }), className)}
    {...props}
  />
);

export const AlertDialogAction = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action>) => (
  <AlertDialogPrimitive.Action
    ref={ref}
    className={cn(buttonVariants({ variant: "destructive" }), className)}
    {...props}
  />
);
