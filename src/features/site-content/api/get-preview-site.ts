import { queryOptions, useQuery } from "@tanstack/react-query";
import { firmCalendarDate } from "@/content/firm-time-zone";
import { downloadFileName } from "@/lib/downloads";
import { supabase } from "@/lib/supabase";
import { publishedSiteSchema, siteDataOf, type SiteData, type SiteImage } from "../published-site";
import { sitePageKeys } from "./keys";

/** A picture's size, read by the browser (the build reads it from the file). */
const measured = (url: string): Promise<SiteImage> =>
  new Promise((resolve) => {
    const image = new Image();
    const done = () =>
      resolve({ src: url, width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
    image.onload = done;
    image.onerror = done;
    image.src = url;
  });

/**
 * The published site as the preview shows it around the edited page: the same snapshot the build
 * reads (public.published_site_content()), its pictures from Storage, its documents unlinked (the
 * preview follows no link).
 */
export async function getPreviewSite(): Promise<SiteData> {
  const { data, error } = await supabase.rpc("published_site_content");
  if (error) throw error;
  const published = publishedSiteSchema.parse(data);
  return siteDataOf(published, new Date(), {
    image: (url) => measured(url),
    document: async (document) => ({
      type: document.document_type,
      name: document.name,
      href: "#",
      fileName: downloadFileName(document),
      bytes: document.file_size,
      postedOn: firmCalendarDate(new Date(document.created_at)),
      materialChanges: document.material_changes,
    }),
  });
}

export function usePreviewSite() {
  return useQuery(
    queryOptions({ queryKey: sitePageKeys.preview(), queryFn: () => getPreviewSite() }),
  );
}
