import { useId, type ReactNode } from "react";
import { Heading } from "@/components/ui/heading";
import { PageLink } from "@/components/ui/link";
import { paths } from "@/content/routes";
import { InlineMarkdown } from "@/lib/markdown";
import { Brand, type BrandImage } from "./brand";
import { footerId } from "./landmarks";
import type { NavLink } from "./site-nav";
import { SocialLinks, type SocialProfiles } from "./social-links";

/** The footer's words, as the layout's published content has them. */
export interface FooterLabels {
  companyHeading: string;
  about: string;
  services: string;
  process: string;
  fees: string;
  resourcesHeading: string;
  resources: string;
  contact: string;
  legalHeading: string;
  privacy: string;
  terms: string;
  adv: string;
  formCrs: string;
  navLabel: string;
  socialLabel: string;
  disclaimer: string;
}

export type SiteFooterProps = {
  labels: FooterLabels;
  siteName: string;
  logo: BrandImage | null;
  tagline: string;
  social: SocialProfiles;
  /** Said after a link that opens a new tab. */
  newTab: string;
  /** The 'Stay Updated' box: the newsletter feature's SubscribeForm, an island. */
  newsletter: ReactNode;
  /** "© <year> <copyright>": the year of the build. */
  copyright: string;
  year: number;
};

type LinkGroup = { heading: string; links: NavLink[] };

// Phones get 44 px tall links; from md up the list is tighter.
const footerLink =
  "inline-flex min-h-11 items-center rounded-sm text-sm text-navy-200 transition-colors hover:text-white md:min-h-0 md:py-1";

/** The footer of every public page: brand, link groups, newsletter box, legal links and disclaimer. */
export function SiteFooter({
  labels,
  siteName,
  logo,
  tagline,
  social,
  newTab,
  newsletter,
  copyright,
  year,
}: SiteFooterProps) {
  const groups: LinkGroup[] = [
    {
      heading: labels.companyHeading,
      links: [
        { label: labels.about, href: paths.about },
        { label: labels.services, href: paths.services },
        { label: labels.process, href: paths.process },
        { label: labels.fees, href: paths.fees },
      ],
    },
    {
      heading: labels.resourcesHeading,
      links: [
        { label: labels.resources, href: paths.resources },
        { label: labels.contact, href: paths.contact },
      ],
    },
  ];
  const legal: NavLink[] = [
    { label: labels.privacy, href: paths.privacy },
    { label: labels.terms, href: paths.terms },
    { label: labels.adv, href: paths.adv },
    { label: labels.formCrs, href: paths.crs },
  ];
  return (
    <footer id={footerId} className="bg-navy-950 text-navy-200">
      <div className="container py-section-sm">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-4">
            <Brand name={siteName} logo={logo} surface="dark" />
            <p className="mt-4 max-w-xs font-display text-lg italic text-brass-200">{tagline}</p>
            <SocialLinks
              profiles={social}
              label={labels.socialLabel}
              newTab={newTab}
              className="mt-6"
            />
          </div>
          <nav
            aria-label={labels.navLabel}
            className="grid grid-cols-2 gap-8 lg:col-span-4 lg:pl-8"
          >
            {groups.map((group) => (
              <FooterLinkGroup key={group.heading} group={group} />
            ))}
          </nav>
          {newsletter}
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 md:flex-row md:items-center md:justify-between">
          <nav aria-label={labels.legalHeading}>
            <FooterLinks links={legal} className="flex flex-wrap gap-x-6" />
          </nav>
          <p className="text-sm text-navy-300">
            © {year} {copyright}
          </p>
        </div>
        <p className="mt-6 max-w-4xl text-xs leading-relaxed text-navy-300">
          <InlineMarkdown text={labels.disclaimer} />
        </p>
      </div>
    </footer>
  );
}

function FooterLinkGroup({ group }: { group: LinkGroup }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <Heading level={2} size="eyebrow" id={headingId} className="text-brass-300">
        {group.heading}
      </Heading>
      <FooterLinks links={group.links} className="mt-3 flex flex-col md:gap-1.5" />
    </div>
  );
}

function FooterLinks({ links, className }: { links: readonly NavLink[]; className: string }) {
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
