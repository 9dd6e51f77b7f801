import { useRouteError } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { pageErrorCopy } from "@/content/admin/shell";

/**
 * The router's errorElement (the admin area): a route threw, or its lazy chunk could not be loaded
 * (an outdated deploy, a dropped network).
 */
export function RouteError() {
  const error = useRouteError();
  console.error(pageErrorCopy.logMessage, error);
  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-section text-center">
      <Heading level={1} size="display-sm">
        {pageErrorCopy.heading}
      </Heading>
      <p className="max-w-prose text-muted-foreground">{pageErrorCopy.body}</p>
      <Button onClick={() => window.location.reload()}>{pageErrorCopy.reload}</Button>
    </section>
  );
}
