import type { ReactNode } from "react";
import { PublicLayout } from "@/components/layout/public-layout";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { firmCalendarDate } from "@/content/firm-time-zone";
import { INSIGHTS_PATH, insightsCopy } from "@/features/insights";
import { NewsletterForm } from "@/features/newsletter";
import { SiteDataProvider, type SiteData } from "@/features/site-content";
import { SitePathProvider } from "@/lib/navigation";
import { NewTabHint } from "@/lib/new-tab-hint";

/**
 * A public page in its frame, rendered from the published site's data: the header and footer around
 * it, and what its parts read (the site's data, the page's path, the words said after a link that
 * opens a new tab). The prerenderer renders every page in it; the page editor's preview too.
 */
export function SiteFrame({
  site,
  path,
  children,
}: {
  site: SiteData;
  path: string;
  children: ReactNode;
}) {
  const layout = site.pages.layout.content;
  const { settings } = site;
  return (
    <SiteDataProvider value={site}>
      <NewTabHint.Provider value={layout.newTab}>
        <SitePathProvider value={path}>
          <PublicLayout
            skipLink={layout.header.skipLink}
            header={
              <SiteHeader
                labels={layout.header}
                siteName={settings.siteName}
                logo={settings.logo}
                insights={
                  site.posts.length > 0
                    ? { label: insightsCopy.navLabel, href: INSIGHTS_PATH }
                    : undefined
                }
              />
            }
            footer={
              <SiteFooter
                labels={layout.footer}
                siteName={settings.siteName}
                logo={settings.footerLogo ?? settings.logo}
                tagline={settings.companyTagline}
                social={{
                  Facebook: settings.facebookUrl,
                  X: settings.twitterUrl,
                  LinkedIn: settings.linkedinUrl,
                }}
                newTab={layout.newTab}
                newsletter={
                  <NewsletterForm
                    id="footer-newsletter"
                    heading={settings.newsletterHeading}
                    description={settings.newsletterDescription}
                    labels={layout.newsletter}
                    surface="dark"
                    className="md:col-span-2 lg:col-span-4"
                  />
                }
                copyright={settings.copyrightText}
                year={Number(firmCalendarDate(new Date(site.builtAt)).slice(0, 4))}
              />
            }
          >
            {children}
          </PublicLayout>
        </SitePathProvider>
      </NewTabHint.Provider>
    </SiteDataProvider>
  );
}
