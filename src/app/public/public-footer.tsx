import { SiteFooter } from "@/components/layout/site-footer";
import { CopyrightIsland, FooterNewsletterIsland, FooterProfileIsland } from "./footer-islands";

/** The footer of every public page: static but for its islands (footer-islands.tsx). */
export function PublicFooter() {
  return (
    <SiteFooter
      profile={<FooterProfileIsland />}
      newsletter={<FooterNewsletterIsland />}
      copyright={<CopyrightIsland />}
    />
  );
}
