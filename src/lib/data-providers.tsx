import { MutationCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { CSSProperties, ReactNode } from "react";
import { LazyToaster } from "@/lib/lazy-toast";
import { mutationToastHandlers } from "@/lib/mutation-toasts";

// Server state and toasts, for the admin area and the public pages' data islands (each of which
// wraps itself in these, lib/island.tsx): TanStack Query never loads on a page without data, and
// sonner only with a page's first toast (lib/lazy-toast.tsx).
// One client for the page, shared by its islands. Each mutation's toasts are declared in its meta
// (mutationToasts) and shown here, once.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  mutationCache: new MutationCache(mutationToastHandlers),
});

// sonner's own rich colours put red, amber and green text on pale backgrounds below WCAG AA's 4.5:1
// (its green: 4.3:1); these darker ones are well above it (the green: 6:1).
export const toastColors = {
  "--success-text": "hsl(140 100% 22%)",
  "--error-text": "hsl(0 74% 34%)",
  "--warning-text": "hsl(31 92% 28%)",
} as CSSProperties;

/** `toaster`: where the toasts show, the public pages' top right unless given. */
export function DataProviders({ children, toaster }: { children: ReactNode; toaster?: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* richColors: failures show red, in the destructive style of spec §8. */}
      {toaster ?? <LazyToaster richColors closeButton position="top-right" style={toastColors} />}
    </QueryClientProvider>
  );
}
