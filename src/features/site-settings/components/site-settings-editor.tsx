import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { SiteSettingsCopy } from "@/content/admin/site-settings";
import { useSiteSettings } from "../api/get-site-settings";
import { SiteSettingsForm } from "./site-settings-form";

/** Loads the saved settings, then shows the form; a skeleton meanwhile, a retry when loading failed. */
export function SiteSettingsEditor({ copy }: { copy: SiteSettingsCopy }) {
  const settings = useSiteSettings();
  if (settings.isPending) {
    return (
      <div role="status" aria-label={copy.loading} className="grid gap-6">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-56 rounded-lg" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="rounded-lg border border-destructive/40 bg-white p-5 text-sm">
        <p className="text-destructive">{copy.loadFailed}</p>
        <Button variant="outline" className="mt-3" onClick={() => void settings.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  }
  return <SiteSettingsForm copy={copy} settings={settings.data} />;
}
