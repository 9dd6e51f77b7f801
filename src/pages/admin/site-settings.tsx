import { AdminPageHeading } from "@/components/layout/admin/admin-page";
import { adminPageCopy } from "@/content/admin/pages";
import { siteSettingsCopy } from "@/content/admin/site-settings";
import { formatInstant } from "@/lib/instants";
import { SiteStatus } from "@/features/site-content/admin";
import { SiteSettingsEditor } from "@/features/site-settings/admin";
import { ComplianceCard } from "@/features/publishing-policy/admin";

export default function SiteSettingsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeading copy={adminPageCopy.siteSettings} />
      <div className="mt-8 grid gap-6">
        <SiteStatus formatTime={formatInstant} />
        <SiteSettingsEditor copy={siteSettingsCopy} />
        <ComplianceCard />
      </div>
    </div>
  );
}
