import { useSearchParams } from "react-router-dom";
import { AdminPage } from "@/components/layout/admin/admin-page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { adminPageCopy } from "@/content/admin/pages";
import { complianceArchiveTabs } from "@/content/content-history";
import { useAuth } from "@/features/auth";
import {
  archiveViewFromParams,
  archiveViewParams,
  ComplianceArchive,
  PublishedSite,
} from "@/features/content-history";
import { useTabParam } from "./use-tab-param";

/**
 * /admin/compliance-archive: the content changes (filters and page in the URL, so a reload or a link
 * keeps them) and the published site's releases (?tab=site).
 */
export default function ComplianceArchivePage() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, selectTab] = useTabParam(complianceArchiveTabs);
  return (
    <AdminPage copy={adminPageCopy.complianceArchive}>
      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList>
          {complianceArchiveTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="changes">
          <ComplianceArchive
            view={archiveViewFromParams(searchParams)}
            onViewChange={(view) => setSearchParams(archiveViewParams(view))}
            currentUserId={user?.id}
          />
        </TabsContent>
        <TabsContent value="site">
          <PublishedSite />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
