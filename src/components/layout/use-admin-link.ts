import { isAdminLinkHost } from "@/lib/admin-link";
import { usePageHostname } from "@/lib/view-time";

/**
 * Whether the header shows the Admin link: never in prerendered HTML, and after hydration on the
 * hosts lib/admin-link.ts allows (`hostname`, or the page's own).
 */
export function useShowAdminLink(hostname?: string): boolean {
  const pageHostname = usePageHostname();
  const host = hostname ?? pageHostname;
  return host !== undefined && isAdminLinkHost(host);
}
