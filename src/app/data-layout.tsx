import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { CSSProperties, ReactNode } from "react";
import { Toaster } from "sonner";

// Server state and toasts are needed only by the pages that read data, so TanStack Query and sonner
// ship in this lazy chunk instead of the first load of every page.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});

// sonner's own rich colours put red and amber text on pale backgrounds below WCAG AA's 4.5:1; these
// darker ones are well above it.
const toastColors = {
  "--error-text": "hsl(0 74% 34%)",
  "--warning-text": "hsl(31 92% 28%)",
} as CSSProperties;

export default function DataLayout({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster richColors closeButton position="top-right" style={toastColors} />
    </QueryClientProvider>
  );
}
