import { ArrowUpRight } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "@/components/ui/link";

type NewTabLinkProps = Omit<ComponentProps<typeof Link>, "target" | "rel">;

/**
 * A link that opens in a new tab without giving the new page a handle on this one, and says so to
 * screen readers and, with an arrow, to everyone else.
 */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <ArrowUpRight aria-hidden="true" />
    </Link>
  );
}
