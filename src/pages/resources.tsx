import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { NewsletterForm } from "@/features/newsletter";
import { ResourceGrid } from "@/features/resources";
import { useLayout, usePage, useSiteData } from "@/features/site-content";

export default function ResourcesPage() {
  const content = usePage("resources");
  const layout = useLayout();
  usePageTitle(content.title);
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <Section title={content.gridHeading} lead={content.curationNote}>
        <ResourceGrid
          resources={useSiteData().resources}
          labels={{ ...content, newTab: layout.newTab }}
        />
      </Section>
      <div className="container pb-section-sm md:pb-section">
        <div className="mx-auto max-w-3xl rounded-xl border border-brass-200 bg-brass-50/60 p-6 sm:p-10">
          <NewsletterForm
            id="resources-newsletter"
            heading={content.subscribe.heading}
            description={content.subscribe.description}
            labels={layout.newsletter}
          />
        </div>
      </div>
    </>
  );
}
