const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Whether the public navigation shows the 'Admin' link on a page served from `hostname`
 * (`window.location.hostname`: no port, IPv6 in brackets). Case and one trailing dot are ignored.
 *
 * True exactly for:
 * - a loopback host: `localhost`, `127.0.0.1` or `[::1]` (also unbracketed `::1`), and
 * - a sandbox host: a name of three or more non-empty DNS labels whose first label is `sandbox`
 *   or starts with `sandbox-` (`sandbox.example.com`, `sandbox-pr-42.example.dev`).
 *
 * Everything else is false, including `localhost.evil.com`, `127.0.0.1.nip.io`, `sandboxed.example.com`,
 * `my-sandbox.example.com` and two-label names such as `sandbox.com` or `sandbox-app.com` (a site
 * of its own, not a sandbox subdomain). The link is a convenience, not access control: the admin
 * area is guarded by the has_role check and the database's row-level security.
 */
export function isAdminLinkHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (loopbackHosts.has(host)) return true;

  const labels = host.split(".");
  const [first = ""] = labels;
  const isSandboxLabel = first === "sandbox" || first.startsWith("sandbox-");
  return isSandboxLabel && labels.length >= 3 && labels.every((label) => label.length > 0);
}
