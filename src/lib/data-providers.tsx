import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { CSSProperties, ReactNode } from "react";
import { mutationToastHandlers } from "@/lib/mutation-toasts";
import { queryToastHandlers } from "@/lib/query-toasts";

// The admin area's server state and toasts (no public page loads either): one client, and each
// mutation's toasts and each query's failure toast declared in its meta (mutationToasts, loadFailed)
// and shown by the toaster given, once.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  queryCache: new QueryCache(queryToastHandlers),
  mutationCache: new MutationCache(mutationToastHandlers),
});

// sonner's own rich colours put red, amber, green and blue text on pale backgrounds below WCAG AA's
// 4.5:1 (its green: 4.3:1, its blue: 4.35:1); these darker ones are well above it (the green: 6:1,
// the blue: 6.7:1).
export const toastColors = {
  "--success-text": "hsl(140 100% 22%)",
  "--error-text": "hsl(0 74% 34%)",
  "--warning-text": "hsl(31 92% 28%)",
  "--info-text": "hsl(210 92% 34%)",
} as CSSProperties;

/** `toaster`: the sonner Toaster that shows the toasts, where they cover no control. */
export function DataProviders({ children, toaster }: { children: ReactNode; toaster: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toaster}
    </QueryClientProvider>
  );
}
