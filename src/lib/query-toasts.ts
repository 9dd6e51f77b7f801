import type { QueryCacheConfig } from "@tanstack/react-query";
import { showToast, type ToastText } from "./mutation-toasts";

/**
 * What a query declares about itself in its `meta`: the toast shown when it fails to load, by the
 * query client's QueryCache (below), once per failed fetch, so no component watches its error to
 * toast it. The screen still shows the failure in place (LoadError).
 */
// A type, not an interface: Register wants it assignable to Record<string, unknown>.
export type DeclaredQueryMeta = {
  loadFailed?: (error: Error) => ToastText;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: DeclaredQueryMeta;
  }
}

/** The QueryCache's handler: a query's declared failure toast, and its error logged. */
export const queryToastHandlers = {
  onError: (error, query) => {
    const text = query.meta?.loadFailed?.(error);
    if (!text) return;
    console.error(`${text.title}:`, error);
    showToast(text, "error");
  },
} satisfies QueryCacheConfig;
