import { deferredPart } from "@/lib/deferred-part";

/** The footer of a prerendered page's first view, hydrated once the first view is done. */
export const DeferredFooter = deferredPart(async () => ({
  default: (await import("./site-footer")).SiteFooter,
}));
