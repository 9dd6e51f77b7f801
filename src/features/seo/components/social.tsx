import { ImageOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { seoCopy } from "@/content/admin/seo-tools";
import { cn } from "@/lib/utils";
import type { ShareTags, SiteReport } from "../analysis";
import { useShareImage } from "../api/get-share-image";

const { social } = seoCopy;

/** The host a card names, as the networks print it (www. left off). */
function hostOf(url: string | undefined, siteUrl: string) {
  try {
    return new URL(url ?? siteUrl).host.replace(/^www\./, "");
  } catch {
    return new URL(siteUrl).host.replace(/^www\./, "");
  }
}

/** The card's picture: the release's own copy, or a plain frame saying why there is none. */
function CardImage({
  releaseId,
  src,
  path,
  alt,
  className,
}: {
  releaseId: string;
  src?: string;
  path?: string;
  alt?: string;
  className: string;
}) {
  const image = useShareImage(releaseId, path);
  if (path && image.data)
    return <img src={image.data} alt={alt ?? ""} className={cn("object-cover", className)} />;
  const why = !src
    ? social.noImage
    : !path
      ? social.imageElsewhere(src)
      : image.isError
        ? social.imageFailed
        : undefined;
  return (
    <div
      className={cn(
        "flex items-center justify-center gap-2 bg-navy-100 p-3 text-center text-xs text-navy-800",
        className,
      )}
    >
      {why && (
        <>
          <ImageOff aria-hidden="true" className="size-4 shrink-0" />
          <span className="[overflow-wrap:anywhere]">{why}</span>
        </>
      )}
    </div>
  );
}

/** Facebook's and LinkedIn's card: the picture above (1.91:1), the host, the title, the text. */
function OpenGraphCard({
  share,
  releaseId,
  siteUrl,
}: {
  share: ShareTags;
  releaseId: string;
  siteUrl: string;
}) {
  return (
    <figure className="min-w-0 overflow-hidden rounded-md border border-border bg-white">
      <CardImage
        releaseId={releaseId}
        src={share.image}
        path={share.imagePath}
        alt={share.imageAlt}
        className="aspect-[1.91/1] w-full"
      />
      <div className="grid gap-0.5 border-t border-border bg-navy-50 p-3">
        <p className="text-xs uppercase text-navy-700">{hostOf(share.url, siteUrl)}</p>
        <p className="line-clamp-2 font-semibold text-navy-950">{share.title ?? social.noTitle}</p>
        {share.description && (
          <p className="line-clamp-1 text-sm text-navy-800">{share.description}</p>
        )}
      </div>
      <figcaption className="sr-only">{social.facebook}</figcaption>
    </figure>
  );
}

/** X's card: a large picture with the title under it, or ("summary") a small square beside it. */
function XCard({
  share,
  releaseId,
  siteUrl,
}: {
  share: ShareTags;
  releaseId: string;
  siteUrl: string;
}) {
  const large = share.card === "summary_large_image";
  return (
    <figure
      className={cn(
        "min-w-0 overflow-hidden rounded-2xl border border-border bg-white",
        !large && "flex",
      )}
    >
      <CardImage
        releaseId={releaseId}
        src={share.xImage}
        path={share.xImagePath}
        alt={share.imageAlt}
        className={large ? "aspect-[1.91/1] w-full" : "aspect-square w-24 shrink-0 sm:w-32"}
      />
      <div className={cn("grid min-w-0 content-center gap-0.5 p-3", large && "border-t")}>
        <p className="text-xs text-navy-700">{hostOf(share.url, siteUrl)}</p>
        <p className="line-clamp-2 text-sm font-semibold text-navy-950">
          {share.xTitle ?? social.noTitle}
        </p>
        {share.xDescription && (
          <p className="line-clamp-2 text-sm text-navy-800">{share.xDescription}</p>
        )}
      </div>
      <figcaption className="sr-only">{social.x}</figcaption>
    </figure>
  );
}

/** Each page's share cards as the networks would draw them, and the tags it lacks. */
export function SocialPreviews({
  report,
  releaseId,
  siteUrl,
}: {
  report: SiteReport;
  releaseId: string;
  siteUrl: string;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{social.heading}</CardTitle>
      <p className="mt-1 text-sm text-muted-foreground">{social.description}</p>
      <ul className="mt-4 divide-y divide-border">
        {report.pages.map(({ path, share }) => (
          <li key={path} className="grid gap-3 py-4" data-share={path}>
            <Heading level={3} size="base" className="[overflow-wrap:anywhere]">
              {path}
            </Heading>
            {!share ? (
              <p className="text-sm text-navy-700">{social.olderAnalysis}</p>
            ) : (
              <>
                <div className="grid gap-4 md:grid-cols-2">
                  <div className="grid min-w-0 content-start gap-2">
                    <p className="text-sm font-semibold text-navy-900">{social.facebook}</p>
                    <OpenGraphCard share={share} releaseId={releaseId} siteUrl={siteUrl} />
                  </div>
                  <div className="grid min-w-0 content-start gap-2">
                    <p className="text-sm font-semibold text-navy-900">{social.x}</p>
                    <XCard share={share} releaseId={releaseId} siteUrl={siteUrl} />
                  </div>
                </div>
                {share.image && (
                  <p className="text-xs text-muted-foreground">
                    {social.imageSize(share.imageWidth, share.imageHeight)}
                  </p>
                )}
                {share.missing.length === 0 ? (
                  <p className="text-sm text-navy-800">{social.complete}</p>
                ) : (
                  <div className="flex flex-wrap items-center gap-2 text-sm" data-missing>
                    <span className="font-semibold text-navy-900">{social.missing}</span>
                    {share.missing.map((tag) => (
                      <Badge key={tag} variant="warning">
                        <code>{tag}</code>
                      </Badge>
                    ))}
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
