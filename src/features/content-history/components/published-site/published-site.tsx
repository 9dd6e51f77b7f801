import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { publishedSiteCopy as copy } from "@/content/content-history";
import { usePublishedSite } from "../../api/get-releases";
import { pagePaths } from "../../release-pages";
import { PageAsOf } from "./page-as-of";
import { PageComparison } from "./page-comparison";
import { ReleaseList } from "./release-list";

/** The published site in the record: the authority, the releases, a page as it was, a comparison. */
export function PublishedSite() {
  const site = usePublishedSite();
  if (site.isPending) return <Spinner label={copy.loading} className="mt-6 justify-start" />;
  if (site.error)
    return (
      <LoadError
        message={copy.failed}
        retry={{ label: copy.retry, onRetry: () => void site.refetch() }}
        className="mt-6"
      />
    );
  const { releases, authorityUrl } = site.data;
  const paths = releases[0] ? pagePaths(releases[0]) : [];
  return (
    <div className="mt-6 grid grid-cols-1 gap-6">
      <p className="text-sm text-navy-800" role="status">
        {authorityUrl ? copy.authority.configured(authorityUrl) : copy.authority.none}
      </p>
      <ReleaseList releases={releases} />
      {releases.length > 0 && (
        <>
          <PageAsOf releases={releases} paths={paths} />
          <PageComparison releases={releases} paths={paths} />
        </>
      )}
    </div>
  );
}
