import { deferredPart } from "@/lib/deferred-part";

/**
 * The footer of a prerendered page's first view, hydrated once the first view is done; only then
 * does it read the saved site settings (src/features/site-settings).
 */
export const DeferredFooter = deferredPart(async () => ({
  default: (await import("./public-footer")).PublicFooter,
}));
