import { describe, expect, it } from "vitest";
import { paths } from "@/content/routes";
import { adminRedirectTarget } from "@/lib/admin-redirect";

describe("the admin paths", () => {
  it("are built once, with the login page carrying where to go afterwards", () => {
    expect(paths.admin.dashboard.getHref()).toBe("/admin");
    expect(paths.admin.siteSettings.getHref()).toBe("/admin/site-settings");
    expect(paths.admin.seoTools.path).toBe("seo-tools");
    expect(paths.admin.login.getHref()).toBe("/admin/login");
    expect(paths.admin.login.getHref("/admin/documents?tab=2")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fdocuments%3Ftab%3D2",
    );
  });
});

describe("adminRedirectTarget", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/documents", "/admin/documents"],
    ["/admin/documents?tab=uploaded#list", "/admin/documents?tab=uploaded#list"],
    ["/admin/./profile", "/admin/profile"],
  ])("keeps the admin page %s", (redirectTo, target) => {
    expect(adminRedirectTarget(redirectTo)).toBe(target);
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/admin"],
    ["//evil.example/admin"],
    ["/\\evil.example/admin"],
    ["javascript:alert(1)"],
    ["/about"],
    ["/administrator"],
    ["/admin/../about"],
    ["/admin/login"],
    ["/admin/login/"],
    ["admin/documents"],
  ])("refuses %s and goes to the dashboard", (redirectTo) => {
    expect(adminRedirectTarget(redirectTo)).toBe("/admin");
  });
});
