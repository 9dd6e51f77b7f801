import { LegalPage } from "@/components/sections/legal-page";
import { legalPageDocumentTypes } from "@/content/document-types";
import { formatFirmDate } from "@/content/firm-time-zone";
import { usePage, useSiteData } from "@/features/site-content";
import { usePageTitle } from "@/lib/page-title";

export default function PrivacyPage() {
  const content = usePage("privacy");
  const { pages, documents } = useSiteData();
  usePageTitle(content.title);
  return (
    <LegalPage
      text={content}
      updatedOn={formatFirmDate(new Date(pages.privacy.publishedAt))}
      pdf={documents.find(({ type }) => type === legalPageDocumentTypes.privacy.type)}
    />
  );
}
