import { Component, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { pageErrorCopy } from "@/content/navigation";

/**
 * Shown in the layout's main area instead of a page that threw or whose code could not be loaded
 * (an outdated deploy, a dropped network); the header and footer stay.
 */
export function PageError() {
  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-section text-center">
      <h1 className="text-display-sm">{pageErrorCopy.heading}</h1>
      <p className="max-w-prose text-muted-foreground">{pageErrorCopy.body}</p>
      <Button onClick={() => window.location.reload()}>{pageErrorCopy.reload}</Button>
    </section>
  );
}

/** The first view's stand-in for the router's errorElement (src/app/route-error.tsx). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(pageErrorCopy.logMessage, error);
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
