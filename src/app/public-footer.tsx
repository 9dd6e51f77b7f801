import { SiteFooter } from "@/components/layout/site-footer";
import { subscribeToNewsletter } from "@/features/newsletter";
import { usePublicSiteSettings } from "@/features/site-settings";

/** The public footer with the admin's saved site settings and the newsletter sign-up. */
export function PublicFooter() {
  return <SiteFooter settings={usePublicSiteSettings()} subscribe={subscribeToNewsletter} />;
}
