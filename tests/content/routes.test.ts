// Which addresses visit counting may count: the route table's pages and Market Insights' (the
// database keeps its own list and refuses any other, private.counted_paths).
import { describe, expect, test } from "vitest";
import { isPublicPagePath, publicPaths } from "@/content/routes";

describe("isPublicPagePath", () => {
  test.each([
    ...publicPaths,
    "/insights",
    "/insights/page/2",
    "/insights/page/12",
    "/insights/rates-and-your-bonds",
  ])("%s: a page of the public site", (path) => expect(isPublicPagePath(path)).toBe(true));

  test.each([
    ["/insights/feed.xml", "the Atom feed, a file, not a page"],
    ["/insights/page/1", "the first page of the list is /insights"],
    ["/insights/page/02", "a page number with a leading zero"],
    ["/insights/Rates", "a slug with a capital"],
    ["/insights/ab", "a slug under 3 characters"],
    ["/insights/-rates", "a slug that starts with a hyphen"],
    ["/insights/", "a trailing slash (the beacon strips it first)"],
    ["/admin", "the admin area"],
    ["/about/team", "an address under a page"],
  ])("%s: not a page (%s)", (path) => expect(isPublicPagePath(path)).toBe(false));
});
