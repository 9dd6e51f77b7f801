import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { isCurrentPath, useSiteNavigation } from "@/lib/navigation";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An in-site path, e.g. paths.fees. */
  to: string;
}

/** A click the browser should handle itself: another button, a modifier key, another window. */
const leavesToBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== "_self");

/**
 * A link to a page of the site: a real <a href>, followed without reloading the page (the way React
 * Router's Link is, which the public pages cannot import; see lib/navigation.tsx).
 */
export const Link = ({
  to,
  onClick,
  onPointerEnter,
  onFocus,
  target,
  children,
  ref,
  ...props
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) => {
  const { navigate, prepare } = useSiteNavigation();
  return (
    <a
      ref={ref}
      href={to}
      target={target}
      {...props}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prepare();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prepare();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (leavesToBrowser(event, target)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
};

export interface NavLinkProps extends LinkProps {
  /** Only this exact path is current, not the paths below it. */
  end?: boolean;
}

/** A Link that marks itself aria-current="page" while its page is shown. */
export const NavLink = ({
  end = false,
  ref,
  ...props
}: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) => {
  const { location } = useSiteNavigation();
  const current = isCurrentPath(props.to, location.pathname, end);
  return <Link ref={ref} aria-current={current ? "page" : undefined} {...props} />;
};
