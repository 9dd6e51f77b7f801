import { AdminPage } from "@/components/layout/admin/admin-page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { contentPageCopy, contentTabs, resourcesCopy } from "@/content/admin/content-management";
import { adminPageCopy } from "@/content/admin/pages";
import { formatInstant } from "@/lib/instants";
import { ReviewLog } from "@/features/content-history";
import { ResourceManager } from "@/features/resources/admin";
import { SiteStatus } from "@/features/site-content/admin";
import { InsightsPanel } from "./content/insights-panel";
import { LegalPagesPanel } from "./content/legal-pages-panel";
import { WebsitePagesPanel } from "./content/website-pages-panel";
import { ItemHistoryToggle } from "./item-history-toggle";
import { useTabParam } from "./use-tab-param";

/** /admin/content: five tabs, the selected one in the URL (?tab=resources) so a reload keeps it. */
export default function ContentPage() {
  const [tab, select] = useTabParam(contentTabs);

  return (
    <AdminPage copy={adminPageCopy.content}>
      <SiteStatus formatTime={formatInstant} />
      <Tabs value={tab} onValueChange={select} className="mt-6">
        <TabsList aria-label={contentPageCopy.tabsLabel}>
          {contentTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="pages">
          <WebsitePagesPanel />
        </TabsContent>
        <TabsContent value="resources">
          <ResourceManager
            copy={resourcesCopy}
            renderHistory={(resource) => (
              <ItemHistoryToggle
                table="recommended_resources"
                rowId={resource.id}
                label={resource.title}
              />
            )}
          />
        </TabsContent>
        <TabsContent value="legal">
          <LegalPagesPanel />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsPanel />
        </TabsContent>
        <TabsContent value="review">
          <ReviewLog />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
