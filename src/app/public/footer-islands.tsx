import { Copyright, FooterNewsletter, FooterProfile } from "@/components/layout/footer-settings";
import { subscribeToNewsletter } from "@/features/newsletter";
import { usePublicSiteSettings } from "@/features/site-settings";
import { island } from "@/lib/island";

// The islands of the public footer (public-footer.tsx): the parts that show the admin's site
// settings, hydrated once the page is idle. Each then shows the saved settings (read once for the
// three, src/features/site-settings) where the HTML has the build's: while the footer is
// still below the first screen, so the change moves nothing in view. The newsletter box signs a
// visitor up.

export const FooterProfileIsland = island(function FooterProfileIsland() {
  return <FooterProfile settings={usePublicSiteSettings()} />;
});

export const FooterNewsletterIsland = island(function FooterNewsletterIsland() {
  return <FooterNewsletter settings={usePublicSiteSettings()} subscribe={subscribeToNewsletter} />;
});

export const CopyrightIsland = island(function CopyrightIsland() {
  return <Copyright text={usePublicSiteSettings().copyrightText} />;
});
