import { useSearchParams } from "react-router-dom";
import { AdminPage } from "@/components/layout/admin/admin-page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  contentPageCopy,
  contentTabParam,
  contentTabs,
  resourcesCopy,
  type ContentTab,
} from "@/content/admin/content-management";
import { adminPageCopy } from "@/content/admin/pages";
import { ResourceManager } from "@/features/resources";
import { InsightsPanel } from "./content/insights-panel";
import { LegalPagesPanel } from "./content/legal-pages-panel";
import { WebsitePagesPanel } from "./content/website-pages-panel";

const isContentTab = (value: string | null): value is ContentTab =>
  contentTabs.some((tab) => tab.value === value);

/** /admin/content: four tabs, the selected one in the URL (?tab=resources) so a reload keeps it. */
export default function ContentPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(contentTabParam);
  const tab: ContentTab = isContentTab(requested) ? requested : "pages";

  const select = (value: string) =>
    setSearchParams(
      (params) => {
        params.set(contentTabParam, value);
        return params;
      },
      { replace: true },
    );

  return (
    <AdminPage copy={adminPageCopy.content}>
      <Tabs value={tab} onValueChange={select}>
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
          <ResourceManager copy={resourcesCopy} />
        </TabsContent>
        <TabsContent value="legal">
          <LegalPagesPanel />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsPanel />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
