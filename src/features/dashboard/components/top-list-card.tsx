import { Card, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { useTopList, type TopList } from "../api/get-top-list";
import { PartLoading } from "./part-states";

const numberFormat = new Intl.NumberFormat("en-US");
type Copy = DashboardCopy["traffic"];

/**
 * A host or path wraps where a URL is broken in print, before a dot or after a slash ("duckduckgo" /
 * ".com"), rather than inside a word ("duckduckgo.co" / "m"); inside a word only if a part is wider
 * than the column.
 */
function WrapAtSeparators({ text }: { text: string }) {
  return text.split(/(?=\.)|(?<=\/)/).map((part, index) => (
    <span key={index}>
      {index > 0 && <wbr />}
      {part}
    </span>
  ));
}

/** The period's top pages (by page views) or top sources (by visitors), with its own states. */
export function TopListCard({ list, days, copy }: { list: TopList; days: number; copy: Copy }) {
  const rows = useTopList(list, days);
  const own = list === "pages" ? copy.topPages : copy.topSources;
  const headingId = `top-${list}-heading`;
  const second = list === "pages" ? "page_views" : "consultations";
  const secondLabel =
    list === "pages" ? copy.topPages.columns.pageViews : copy.topSources.columns.consultations;
  return (
    <Card className="p-5">
      <CardTitle asChild>
        <h3 id={headingId}>{own.heading}</h3>
      </CardTitle>
      {rows.isPending ? (
        <PartLoading label={copy.loading} />
      ) : rows.isError ? (
        <LoadError
          message={copy.loadFailed}
          retry={{ label: copy.retry, onRetry: () => void rows.refetch() }}
          className="mt-4"
        />
      ) : rows.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <table aria-labelledby={headingId} className="mt-3 w-full text-sm" data-list={list}>
          <thead className="text-left text-xs uppercase tracking-wide text-navy-700">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 font-semibold">
                {own.columns.name}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {own.columns.visitors}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {secondLabel}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.data.map((row) => (
              <tr key={row.name}>
                <th
                  scope="row"
                  className="py-2 pr-2 text-left font-medium text-navy-950 [overflow-wrap:anywhere]"
                >
                  {row.name ? <WrapAtSeparators text={row.name} /> : copy.topSources.direct}
                </th>
                <td className="py-2 text-right tabular-nums">
                  {numberFormat.format(row.visitors)}
                </td>
                <td className="py-2 text-right tabular-nums">{numberFormat.format(row[second])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
