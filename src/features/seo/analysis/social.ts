// A page's share card as Facebook and LinkedIn (Open Graph) and X (its twitter: tags, falling back
// to Open Graph's as X does) would draw it, from the page's own tags, and what is missing. The
// picture is named by its path in the release: the screen shows the release's copy of it, never
// one fetched from another site.
import { attribute, elements, type Document } from "./html";

export interface ShareTags {
  title?: string;
  description?: string;
  /** The picture's address as the page gives it. */
  image?: string;
  /** The picture's path when it is one of the release's own files, else absent. */
  imagePath?: string;
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  url?: string;
  siteName?: string;
  /** X's card: "summary" (a small square picture) or "summary_large_image". */
  card?: string;
  xTitle?: string;
  xDescription?: string;
  xImage?: string;
  xImagePath?: string;
  /** The tags a complete card needs that the page lacks, as their names. */
  missing: string[];
}

/** Facebook's and LinkedIn's recommended picture: 1200 × 630 (1.91:1). */
export const LARGE_IMAGE = { width: 1200, height: 630 };

const number = (value: string | undefined) => {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/** The release path of a picture on the site's own address; another site's gives none. */
function releasePath(
  src: string | undefined,
  { siteUrl, path, releasePaths }: ShareContext,
): string | undefined {
  if (!src) return undefined;
  try {
    const url = new URL(src, `${siteUrl}${path}`);
    const at = decodeURIComponent(url.pathname);
    return url.origin === siteUrl && releasePaths.has(at) ? at : undefined;
  } catch {
    return undefined;
  }
}

export interface ShareContext {
  siteUrl: string;
  path: string;
  releasePaths: ReadonlySet<string>;
}

export function shareTags(document: Document, context: ShareContext): ShareTags {
  // Every <meta> read once (the first of each name or property counts, as metaContent's).
  const metas = new Map<string, string>();
  for (const meta of elements(document, "meta")) {
    const key = attribute(meta, "property") ?? attribute(meta, "name");
    const content = attribute(meta, "content");
    if (key && content !== undefined && !metas.has(key)) metas.set(key, content);
  }
  const tag = (key: string) => metas.get(key)?.trim() || undefined;
  const image = tag("og:image");
  const xImage = tag("twitter:image") ?? image;
  const tags: Omit<ShareTags, "missing"> = {
    title: tag("og:title"),
    description: tag("og:description"),
    image,
    imagePath: releasePath(image, context),
    imageWidth: number(tag("og:image:width")),
    imageHeight: number(tag("og:image:height")),
    imageAlt: tag("og:image:alt"),
    url: tag("og:url"),
    siteName: tag("og:site_name"),
    card: tag("twitter:card"),
    xTitle: tag("twitter:title") ?? tag("og:title"),
    xDescription: tag("twitter:description") ?? tag("og:description"),
    xImage,
    xImagePath: releasePath(xImage, context),
  };
  const missing = [
    ...(["og:title", "og:description", "og:image", "og:url"] as const).filter((key) => !tag(key)),
    ...(image && !tags.imageWidth ? ["og:image:width"] : []),
    ...(image && !tags.imageHeight ? ["og:image:height"] : []),
    ...(image && !tags.imageAlt ? ["og:image:alt"] : []),
    ...(tags.card ? [] : ["twitter:card"]),
  ];
  return { ...tags, missing };
}
