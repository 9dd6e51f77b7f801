import { LoaderCircle } from "lucide-react";
import { useRef, useState, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { keepFocusThatMovedOn } from "./focus-return";

type ConfirmDialogProps = {
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The action's label while `onConfirm` runs. */
  busyLabel?: string;
  /**
   * Runs on confirm. The dialog stays open, its action busy, until the promise settles (the list
   * behind it is up to date by then), then closes.
   */
  onConfirm: () => Promise<unknown> | void;
  /** Where the focus goes when the dialog closes and what opened it is gone (a deleted row's button). */
  focusAfterRemoval?: () => HTMLElement | null | undefined;
} & (
  | {
      /** The button that opens it: Radix gives it the focus back when the dialog closes. */
      trigger: ReactElement;
      open?: never;
      onCancel?: never;
    }
  | {
      /** Opened by the caller instead (nothing was pressed: leaving a form with unsaved changes). */
      open: boolean;
      /** Closed without confirming (Cancel, Escape). */
      onCancel: () => void;
      trigger?: never;
    }
);

/**
 * "Are you sure?" before a destructive step: focus starts on Cancel, the action is red, and the focus
 * goes back to what opened the dialog, or to `focusAfterRemoval()` when that is gone.
 */
export function ConfirmDialog({
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
  focusAfterRemoval,
  ...opening
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const [busy, setBusy] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Without a trigger, what had the focus when the dialog opened.
  const opener = useRef<Element | null>(null);
  const open = opening.trigger ? openState : opening.open;

  const close = () => {
    if (opening.trigger) setOpenState(false);
    else opening.onCancel();
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      if (opening.trigger) setOpenState(false);
    }
  };

  const returnFocus = (event: Event) => {
    keepFocusThatMovedOn(event);
    if (event.defaultPrevented) return;
    const origin = opening.trigger ? triggerRef.current : opener.current;
    if (origin?.isConnected) {
      // Radix focuses its trigger itself; a dialog without one says where to go back to.
      if (!opening.trigger && origin instanceof HTMLElement) {
        event.preventDefault();
        origin.focus();
      }
      return;
    }
    event.preventDefault();
    focusAfterRemoval?.()?.focus();
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (isOpen) setOpenState(true);
        else if (!busy) close();
      }}
    >
      {opening.trigger && (
        <AlertDialogTrigger asChild ref={triggerRef}>
          {opening.trigger}
        </AlertDialogTrigger>
      )}
      <AlertDialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement;
        }}
        onCloseAutoFocus={returnFocus}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {/* In reading order on every width, so the tab order is what the eye sees. */}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            className={cn(busy && "cursor-wait opacity-80")}
            onClick={(event) => {
              // Radix would close at once; the dialog waits for the outcome instead.
              event.preventDefault();
              void confirm();
            }}
          >
            {busy && (
              <LoaderCircle
                aria-hidden="true"
                className="animate-spin motion-reduce:animate-none"
              />
            )}
            {busy && busyLabel ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
