import type { AnchorHTMLAttributes, Ref } from "react";
import { isCurrentPath, useSitePath } from "@/lib/navigation";

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An in-site path, e.g. paths.fees. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the site: a plain link to the page's own document, which the browser has
 * often prerendered already (the speculation rules of scripts/speculation-rules.ts), so following
 * it is as quick as a single-page app's navigation without shipping a router. Not React Router's
 * Link: the admin area, which has the router, uses the router's own.
 */
export const PageLink = ({ to, children, ...props }: PageLinkProps) => (
  <a href={to} {...props}>
    {children}
  </a>
);

export interface PageNavLinkProps extends PageLinkProps {
  /** Only this exact path is current, not the paths below it. */
  end?: boolean;
}

/** A PageLink that marks itself aria-current="page" on its own page. */
export function PageNavLink({ end = false, ...props }: PageNavLinkProps) {
  const current = isCurrentPath(props.to, useSitePath(), end);
  return <PageLink aria-current={current ? "page" : undefined} {...props} />;
}
