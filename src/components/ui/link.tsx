import { forwardRef, type AnchorHTMLAttributes } from "react";
import { isCurrentPath, useSitePath } from "@/lib/navigation";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An in-site path, e.g. paths.fees. */
  to: string;
}

/**
 * A link to a page of the site: a plain link to the page's own document, which the browser has
 * often prerendered already (the speculation rules of scripts/speculation-rules.ts), so following
 * it is as quick as a single-page app's navigation without shipping a router.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(({ to, children, ...props }, ref) => (
  <a ref={ref} href={to} {...props}>
    {children}
  </a>
));
Link.displayName = "Link";

export interface NavLinkProps extends LinkProps {
  /** Only this exact path is current, not the paths below it. */
  end?: boolean;
}

/** A Link that marks itself aria-current="page" on its own page. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(
  ({ end = false, ...props }, ref) => {
    const current = isCurrentPath(props.to, useSitePath(), end);
    return <Link ref={ref} aria-current={current ? "page" : undefined} {...props} />;
  },
);
NavLink.displayName = "NavLink";
