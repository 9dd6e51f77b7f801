import { useRouteError } from "react-router-dom";
import { pageErrorCopy } from "@/content/navigation";
import { PageError } from "./page-error";

/** The router's errorElement: a route threw, or its lazy chunk could not be loaded. */
export function RouteError() {
  const error = useRouteError();
  console.error(pageErrorCopy.logMessage, error);
  return <PageError />;
}
