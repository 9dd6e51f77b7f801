import type { Subscribe } from "@/components/layout/subscribe-form";
import { PublicLayout } from "@/components/layout/public-layout";
import { usePublicSiteSettings } from "@/features/public-site-settings";

// The sign-up code (and zod) loads when a visitor first subscribes, not with every page.
const subscribe: Subscribe = async (request) =>
  (await import("@/features/newsletter")).subscribeToNewsletter(request);

/** The public layout with the admin's saved site settings and the newsletter sign-up. */
export function PublicSiteLayout() {
  return <PublicLayout settings={usePublicSiteSettings()} subscribe={subscribe} />;
}
