import { describe, expect, it } from "vitest";
import { servedReleases } from "@/features/site-content/served-releases";

const release = (id: string, recorded_at: string) => ({ id, recorded_at });
const build = (status: "building" | "live" | "failed", started_at: string) => ({
  status,
  started_at,
});

describe("the releases the public is served", () => {
  const releases = [release("new", "2026-11-29T10:00:05Z"), release("old", "2026-11-29T09:00:00Z")];

  it("leaves out a release recorded while the newest build is still under way (recorded, not yet served)", () => {
    const builds = [
      build("building", "2026-11-29T10:00:00Z"),
      build("live", "2026-11-29T08:59:00Z"),
    ];
    expect(servedReleases(releases, builds).map((r) => r.id)).toEqual(["old"]);
  });

  it("counts every release once the newest build went live or failed", () => {
    for (const status of ["live", "failed"] as const)
      expect(
        servedReleases(releases, [build(status, "2026-11-29T10:00:00Z")]).map((r) => r.id),
      ).toEqual(["new", "old"]);
  });

  it("counts every release when no build is logged (a hosted project's host records after it deploys)", () => {
    expect(servedReleases(releases, []).map((r) => r.id)).toEqual(["new", "old"]);
  });
});
