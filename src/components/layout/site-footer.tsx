import { useId } from "react";
import { Link } from "@/components/ui/link";
import { disclaimer } from "@/content/firm";
import { footerCopy, footerLinkGroups, legalLinks, type FooterLinkGroup } from "@/content/footer";
import type { PublicSiteSettings } from "@/content/site-settings";
import { useDated } from "@/lib/view-time";
import { Brand } from "./brand";
import { SocialLinks } from "./social-links";
import { SubscribeForm, type Subscribe } from "./subscribe-form";

export type SiteFooterProps = {
  /** The admin's site settings (src/features/site-settings). */
  settings: PublicSiteSettings;
  /** The newsletter box's sign-up (src/features/newsletter). */
  subscribe: Subscribe;
};

// Phones get 44 px tall links; from md up the list is tighter.
const footerLink =
  "inline-flex min-h-11 items-center rounded-sm text-sm text-navy-200 transition-colors hover:text-white md:min-h-0 md:py-1";

/** The footer of every public page: brand, link groups, newsletter box, legal links and disclaimer. */
export function SiteFooter({ settings, subscribe }: SiteFooterProps) {
  return (
    <footer className="bg-navy-950 text-navy-200">
      <div className="container py-section-sm">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-4">
            <Brand surface="dark" />
            <p className="mt-4 max-w-xs font-display text-lg italic text-brass-200">
              {settings.companyTagline}
            </p>
            <SocialLinks settings={settings} className="mt-6" />
          </div>
          <nav
            aria-label={footerCopy.navLabel}
            className="grid grid-cols-2 gap-8 lg:col-span-4 lg:pl-8"
          >
            {footerLinkGroups.map((group) => (
              <LinkGroup key={group.heading} group={group} />
            ))}
          </nav>
          <SubscribeForm
            id="footer-newsletter"
            heading={settings.newsletterHeading}
            description={settings.newsletterDescription}
            subscribe={subscribe}
            surface="dark"
            className="md:col-span-2 lg:col-span-4"
          />
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 md:flex-row md:items-center md:justify-between">
          <nav aria-label={legalLinks.heading}>
            <FooterLinks links={legalLinks.links} className="flex flex-wrap gap-x-6" />
          </nav>
          <Copyright text={settings.copyrightText} />
        </div>
        <p className="mt-6 max-w-4xl text-xs leading-relaxed text-navy-300">{disclaimer}</p>
      </div>
    </footer>
  );
}

const fullYear = (instant: Date) => instant.getFullYear();

function Copyright({ text }: { text: string }) {
  const year = useDated(fullYear);
  return (
    <p className="text-sm text-navy-300">
      © {year} {text}
    </p>
  );
}

function LinkGroup({ group }: { group: FooterLinkGroup }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-sans text-eyebrow uppercase text-brass-300">
        {group.heading}
      </h2>
      <FooterLinks links={group.links} className="mt-3 flex flex-col md:gap-1.5" />
    </div>
  );
}

function FooterLinks({ links, className }: { links: FooterLinkGroup["links"]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={footerLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
