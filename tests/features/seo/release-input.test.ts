// A release read for the analysis: the pages it is given, its sitemap.xml,
// robots.txt and _headers when it holds them; a file that cannot be read, is not the recorded one or
// is not text is passed on as missing, with why, and the analysis reports it instead of failing.
import { describe, expect, it } from "vitest";
import { analyseRelease } from "@/features/seo/analysis";
import { releaseInput } from "@/features/seo/release-input";

const file = (path: string, sha: string, type?: string) => ({
  path,
  sha256: sha.repeat(64),
  bytes: 10,
  ...(type ? { type } : {}),
});

const release = {
  pages: [file("/", "a"), file("/about", "b")],
  assets: [
    file("/assets/site.css", "d", "text/css"),
    file("/robots.txt", "e", "text/plain"),
    file("/documents/adv.pdf", "f", "application/pdf"),
  ],
};

const contents: Record<string, Uint8Array> = {
  ["a".repeat(64)]: new TextEncoder().encode("<html lang=en><title>Home</title></html>"),
  ["e".repeat(64)]: new TextEncoder().encode("User-agent: *\nDisallow: /admin\n"),
};

const read = async (ref: { path: string; sha256: string }) => {
  const bytes = contents[ref.sha256];
  if (!bytes) throw new Error(`storage has no ${ref.path}`);
  return bytes;
};

describe("releaseInput", () => {
  it("reads the pages and the site files the release holds", async () => {
    const input = await releaseInput(release, "https://www.example.com", read);
    expect(input.pages.map((page) => page.path)).toEqual(["/", "/about"]);
    expect(input.pages[0]!.file).toEqual({
      text: "<html lang=en><title>Home</title></html>",
    });
    expect(input.pages[1]!.file).toEqual({ missing: "storage has no /about" });
    expect(input.robots).toEqual({ text: "User-agent: *\nDisallow: /admin\n" });
    expect(input.sitemap).toEqual({ missing: "the release does not hold it" });
    expect(input.headers).toEqual({ missing: "the release does not hold it" });
    expect(input.otherPaths).toEqual(["/assets/site.css", "/robots.txt", "/documents/adv.pdf"]);
  });

  it("passes bytes that are not UTF-8 on as missing", async () => {
    const input = await releaseInput(
      { pages: [file("/", "a")], assets: [] },
      "https://www.example.com",
      async () => new Uint8Array([0xff, 0xfe, 0x00]),
    );
    expect(input.pages[0]!.file).toEqual({ missing: "it is not UTF-8 text" });
  });

  it("gives an analysis with the unreadable page at 0 and the missing files as findings", async () => {
    const report = analyseRelease(await releaseInput(release, "https://www.example.com", read));
    expect(report.pageCount).toBe(2);
    expect(report.pages[1]).toMatchObject({ path: "/about", score: 0 });
    expect(report.siteFindings.find((finding) => finding.check === "sitemap")).toMatchObject({
      status: "error",
      message: "sitemap.xml could not be read: the release does not hold it.",
    });
  });
});
