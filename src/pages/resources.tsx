import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
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
    </>
  );
}
