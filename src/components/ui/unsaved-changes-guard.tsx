import { useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export interface UnsavedChangesCopy {
  title: string;
  description: string;
  stay: string;
  leave: string;
}

/**
 * While `dirty`, leaving the page asks first: a link in the app opens a confirmation ('Stay' keeps
 * the edits, the focus back where it was), closing or reloading the tab gets the browser's own
 * question. A change of the query alone (?tab=) is no leaving.
 */
export function UnsavedChangesGuard({ dirty, copy }: { dirty: boolean; copy: UnsavedChangesCopy }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <UnsavedChangesDialog
      open={blocker.state === "blocked"}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
      copy={copy}
    />
  );
}

/**
 * The question before unsaved edits are thrown away (leaving the page, closing a dialog): 'Stay'
 * keeps them, with the focus back where it was; 'Leave' goes on without them.
 */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
  copy,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  copy: UnsavedChangesCopy;
}) {
  return (
    <ConfirmDialog
      open={open}
      onCancel={onStay}
      onConfirm={onLeave}
      title={copy.title}
      description={copy.description}
      cancelLabel={copy.stay}
      confirmLabel={copy.leave}
    />
  );
}
