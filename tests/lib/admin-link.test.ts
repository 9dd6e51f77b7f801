import { describe, expect, it } from "vitest";
import { isAdminLinkHost } from "@/lib/admin-link";

describe("isAdminLinkHost", () => {
  it.each([
    "localhost",
    "LOCALHOST",
    "localhost.",
    "127.0.0.1",
    "[::1]",
    "::1",
    "sandbox.example.com",
    "Sandbox.Example.com",
    "sandbox-42.example.dev",
    "sandbox-pr-7.preview.example.co.uk",
    "sandbox.example.com.",
  ])("shows the Admin link on %s", (hostname) => {
    expect(isAdminLinkHost(hostname)).toBe(true);
  });

  it.each([
    ["the production site", "www.prairieledgeradvisors.com"],
    ["the apex domain", "prairieledgeradvisors.com"],
    ["an empty hostname", ""],
    ["localhost as a subdomain", "localhost.evil.com"],
    ["localhost as a prefix", "localhost-evil.com"],
    ["a name ending in localhost", "notlocalhost"],
    ["another loopback-looking name", "127.0.0.1.nip.io"],
    ["another loopback address", "127.0.0.2"],
    ["the unspecified address", "0.0.0.0"],
    ["another IPv6 address", "[::2]"],
    ["sandbox glued to more letters", "sandboxed.example.com"],
    ["sandbox without its hyphen", "sandbox42.example.com"],
    ["sandbox at the end of the label", "my-sandbox.example.com"],
    ["sandbox below the first label", "www.sandbox.example.com"],
    ["sandbox as the registered domain", "sandbox.com"],
    ["a sandbox-prefixed registered domain", "sandbox-app.com"],
    ["a bare sandbox label", "sandbox"],
    ["an empty label", "sandbox..com"],
    ["sandbox in the path-like suffix", "example.com.sandbox"],
  ])("hides the Admin link on %s (%s)", (_case, hostname) => {
    expect(isAdminLinkHost(hostname)).toBe(false);
  });
});
