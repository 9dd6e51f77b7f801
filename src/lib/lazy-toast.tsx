import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from "react";
import type { toast as sonnerToast } from "sonner";

// sonner, loaded with the first toast a page shows. Loading it injects its style sheet (a style
// recalculation of the whole page) and its toaster keeps timers: the public pages' data islands toast
// only when something fails, so a visitor's phone does none of that work until then. sonner's
// toaster shows the toasts made before it subscribed, so the first one waits for nothing.

type Toast = typeof sonnerToast;

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast with sonner's `toast` once sonner has loaded, mounting the LazyToaster for it. */
export function showToast(show: (toast: Toast) => void): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast }) => show(toast));
}

const SonnerToaster = lazy(async () => ({ default: (await import("sonner")).Toaster }));

/** sonner's Toaster, rendered (and loaded) once the page has a toast to show. */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return wanted ? (
    <Suspense>
      <SonnerToaster {...props} />
    </Suspense>
  ) : null;
}
