import { Copyright, FooterProfile } from "@/components/layout/footer-settings";
import { SubscribeForm, subscribeToNewsletter } from "@/features/newsletter";
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
  const settings = usePublicSiteSettings();
  return (
    <SubscribeForm
      id="footer-newsletter"
      heading={settings.newsletterHeading}
      description={settings.newsletterDescription}
      subscribe={subscribeToNewsletter}
      surface="dark"
      className="md:col-span-2 lg:col-span-4"
    />
  );
});

export const CopyrightIsland = island(function CopyrightIsland() {
  return <Copyright text={usePublicSiteSettings().copyrightText} />;
});
