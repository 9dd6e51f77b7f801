import { ArrowUpRight } from "lucide-react";
import { PageLink, type PageLinkProps } from "@/components/ui/link";
import { useNewTabHint } from "@/lib/new-tab-hint";

type NewTabLinkProps = Omit<PageLinkProps, "target" | "rel"> & {
  /** Words for screen readers after the link's text, read before the hint in the same hidden span. */
  hiddenContext?: string;
};

/**
 * A link that opens in a new tab without giving the new page a handle on this one, and says so to
 * screen readers and, with an arrow, to everyone else.
 */
export function NewTabLink({ children, hiddenContext = "", ...props }: NewTabLinkProps) {
  return (
    <PageLink target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{`${hiddenContext} ${useNewTabHint()}`}</span>
      <ArrowUpRight aria-hidden="true" />
    </PageLink>
  );
}
