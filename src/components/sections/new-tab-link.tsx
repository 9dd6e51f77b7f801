import { ArrowUpRight } from "lucide-react";
import { PageLink, type PageLinkProps } from "@/components/ui/link";
import { useNewTabHint } from "@/lib/new-tab-hint";

type NewTabLinkProps = Omit<PageLinkProps, "target" | "rel">;

/**
 * A link that opens in a new tab without giving the new page a handle on this one, and says so to
 * screen readers and, with an arrow, to everyone else.
 */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  return (
    <PageLink target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {useNewTabHint()}</span>
      <ArrowUpRight aria-hidden="true" />
    </PageLink>
  );
}
