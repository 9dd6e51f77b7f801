import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { resourcesPage } from "@/content/resources";
import { NewsletterForm } from "@/features/newsletter";
import { FeaturedResources } from "@/features/resources";

export default function ResourcesPage() {
  usePageTitle(resourcesPage.title);
  return (
    <>
      <PageHeader
        eyebrow={resourcesPage.eyebrow}
        title={resourcesPage.heading}
        lead={resourcesPage.lead}
      />
      <Section title={resourcesPage.gridHeading} lead={resourcesPage.curationNote}>
        <FeaturedResources />
      </Section>
      <div className="container pb-section-sm md:pb-section">
        <div className="mx-auto max-w-3xl rounded-xl border border-brass-200 bg-brass-50/60 p-6 sm:p-10">
          <NewsletterForm
            id="resources-newsletter"
            heading={resourcesPage.subscribe.heading}
            description={resourcesPage.subscribe.description}
          />
        </div>
      </div>
    </>
  );
}
