import { useId, type ReactNode } from "react";
import { PageLink } from "@/components/ui/link";
import { disclaimer } from "@/content/firm";
import { footerCopy, footerLinkGroups, legalLinks, type FooterLinkGroup } from "@/content/footer";
import { Brand } from "./brand";

export type SiteFooterProps = {
  /** Under the brand: FooterProfile (footer-settings.tsx). */
  profile: ReactNode;
  /** The 'Stay Updated' box: the newsletter feature's SubscribeForm. */
  newsletter: ReactNode;
  /** Copyright. */
  copyright: ReactNode;
};

// Phones get 44 px tall links; from md up the list is tighter.
const footerLink =
  "inline-flex min-h-11 items-center rounded-sm text-sm text-navy-200 transition-colors hover:text-white md:min-h-0 md:py-1";

/**
 * The footer of every public page: brand, link groups, newsletter box, legal links and disclaimer.
 * The parts that show the admin's site settings come as `profile`, `newsletter` and `copyright`
 * (the public footer makes each an island, src/app/public/public-footer.tsx); the rest is static.
 */
export function SiteFooter({ profile, newsletter, copyright }: SiteFooterProps) {
  return (
    <footer className="bg-navy-950 text-navy-200">
      <div className="container py-section-sm">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-4">
            <Brand surface="dark" />
            {profile}
          </div>
          <nav
            aria-label={footerCopy.navLabel}
            className="grid grid-cols-2 gap-8 lg:col-span-4 lg:pl-8"
          >
            {footerLinkGroups.map((group) => (
              <LinkGroup key={group.heading} group={group} />
            ))}
          </nav>
          {newsletter}
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 md:flex-row md:items-center md:justify-between">
          <nav aria-label={legalLinks.heading}>
            <FooterLinks links={legalLinks.links} className="flex flex-wrap gap-x-6" />
          </nav>
          {copyright}
        </div>
        <p className="mt-6 max-w-4xl text-xs leading-relaxed text-navy-300">{disclaimer}</p>
      </div>
    </footer>
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
          <PageLink to={link.href} className={footerLink}>
            {link.label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
