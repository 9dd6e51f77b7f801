/**
 * The releases the public is served. Locally the publisher records a build as a release before it
 * serves it (the archive holds only what was recorded), so a release recorded after the newest build
 * started, while that build is still under way, is not served yet. Builds run one at a time, and a
 * hosted project logs none: there every release is served.
 */
export function servedReleases<R extends { recorded_at: string }>(
  releases: R[],
  builds: { status: string; started_at: string }[],
): R[] {
  const underWay = builds[0]?.status === "building" ? builds[0] : undefined;
  if (!underWay) return releases;
  const started = Date.parse(underWay.started_at);
  return releases.filter((release) => Date.parse(release.recorded_at) < started);
}
