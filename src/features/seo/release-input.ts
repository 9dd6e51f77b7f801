// A release as the analysis reads it: the pages it is given (the release's, the not-found page
// aside: run-analysis.ts) and the
// sitemap.xml, robots.txt and _headers the release holds, each file fetched and checked against its
// SHA-256. A file that cannot be fetched, or whose bytes are not the recorded ones, is passed on as
// missing (a finding), not thrown.
import type {
  ArchiveRelease,
  ArchiveReleaseFile as ReleaseFileRef,
} from "@/features/content-history";
import type { ReleaseInput, ReleaseText } from "./analysis";

type ReleaseRef = Pick<ArchiveRelease, "pages" | "assets">;

export const SITE_FILES = { sitemap: "/sitemap.xml", robots: "/robots.txt", headers: "/_headers" };

/** How a file's bytes are read (the release bucket, checked against the hash). */
export type ReadFile = (file: ReleaseFileRef) => Promise<Uint8Array>;

const decoder = new TextDecoder("utf-8", { fatal: true });

async function readText(file: ReleaseFileRef | undefined, read: ReadFile): Promise<ReleaseText> {
  if (!file) return { missing: "the release does not hold it" };
  try {
    return { text: decoder.decode(await read(file)) };
  } catch (error) {
    return {
      missing: error instanceof TypeError ? "it is not UTF-8 text" : (error as Error).message,
    };
  }
}

/** The release's files read for the analysis, several at a time. */
export async function releaseInput(
  release: ReleaseRef,
  siteUrl: string,
  read: ReadFile,
): Promise<ReleaseInput> {
  const { pages } = release;
  const texts: ReleaseText[] = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      texts[index] = await readText(pages[index], read);
    }
  };
  await Promise.all(Array.from({ length: Math.min(6, pages.length) }, worker));
  const asset = (path: string) => release.assets.find((file) => file.path === path);
  const [sitemap, robots, headers] = await Promise.all([
    readText(asset(SITE_FILES.sitemap), read),
    readText(asset(SITE_FILES.robots), read),
    readText(asset(SITE_FILES.headers), read),
  ]);
  return {
    siteUrl,
    pages: pages.map((page, index) => ({ path: page.path, file: texts[index]! })),
    otherPaths: release.assets.map((file) => file.path).filter((path) => path.startsWith("/")),
    sitemap,
    robots,
    headers,
    sizes: Object.fromEntries(
      [...pages, ...release.assets].map((file) => [file.path, file.bytes] as const),
    ),
  };
}
