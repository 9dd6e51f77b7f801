import { useRouteError } from "react-router-dom";
import { Button } from "@/components/ui/button";

/** Shown when a route throws or its lazy chunk cannot load (an outdated deploy, a dropped network). */
export function RouteError() {
  const error = useRouteError();
  console.error("Route failed to render", error);
  return (
    <main className="container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-section text-center">
      <h1 className="text-display-sm">Something went wrong</h1>
      <p className="max-w-prose text-muted-foreground">
        This page could not be loaded. Check your connection and try again.
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
