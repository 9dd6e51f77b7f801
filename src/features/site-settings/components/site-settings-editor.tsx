import { LoadError } from "@/components/ui/load-error";
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
      <LoadError
        message={copy.loadFailed}
        retry={{ label: copy.retry, onRetry: () => void settings.refetch() }}
      />
    );
  }
  return <SiteSettingsForm copy={copy} settings={settings.data} />;
}
