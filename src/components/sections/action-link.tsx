import type { ReactNode } from "react";
import { PageLink } from "@/components/ui/link";
import { NewTabLink } from "./new-tab-link";

/** A call to action as the published content has it: its words and where it leads. */
export type Action = { readonly label: string; readonly href: string };

const isOtherSite = (href: string) => /^https?:/i.test(href);

/**
 * A call to action's link: a page of this site (or a mailto:/tel: link) in the same tab, unless the
 * page asks for a new tab; another site always in a new tab, without a handle on this page.
 */
export function ActionLink({
  action,
  newTab = false,
  className,
  children,
}: {
  action: Action;
  newTab?: boolean;
  className?: string;
  /** After the label: an icon. */
  children?: ReactNode;
}) {
  if (newTab || isOtherSite(action.href))
    return (
      <NewTabLink to={action.href} className={className}>
        {action.label}
      </NewTabLink>
    );
  return (
    <PageLink to={action.href} className={className}>
      {action.label}
      {children}
    </PageLink>
  );
}
