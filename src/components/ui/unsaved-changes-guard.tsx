import { useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

interface UnsavedChangesCopy {
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
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title={copy.title}
      description={copy.description}
      cancelLabel={copy.stay}
      confirmLabel={copy.leave}
    />
  );
}
