// Every word and file the public sees is built into the pages (scripts/build-pages.ts): a public
// page asks the Supabase stack for nothing but the visit count and, when a visitor signs up, the
// newsletter sign-up. For every public route and the not-found page, at both widths (the desktop
// and phone projects), the page as served already holds its main heading (and, on /adv and /crs,
// the documents' links); then, loaded in a browser whose islands all come to life (scrolled
// through, idle, the phone's menu opened, a sign-up sent from the footer's box), it makes no other
// request to the stack.
import { expect, test, type Page } from "@playwright/test";
import { formCrsDocumentType, legalDocumentTypes } from "../src/content/document-types";
import { paths, publicPaths } from "../src/content/routes";
import { pageKeyOfPath } from "../src/features/site-content/schemas/page-schemas";
import type { PublishedSite } from "../src/features/site-content/published-site";
import { downloadFileName } from "../src/lib/downloads";
import { subscribersWith } from "./support/admin";
import { E2E_STACK_PORT } from "./support/env";
import { everyIslandHydrated, hydrated } from "./support/hydration";
import { publicationTimeout } from "./support/publication";
import { published, publishedNow, publishedPage } from "./support/published";
import { watchSiteRequests } from "./support/site-requests";

const notFoundPath = "/no-such-page";

/** What a public page may ask the stack, and only by POST. */
const visitCount = "/rest/v1/rpc/record_visit_event";
const signUp = "/rest/v1/rpc/subscribe_to_newsletter";

const loopback = new Set(["127.0.0.1", "localhost", "[::1]"]);
const isStack = (url: URL) => loopback.has(url.hostname) && url.port === String(E2E_STACK_PORT);

/** Every request `page` makes to the stack from now on, as "METHOD /path?query". */
function stackRequestsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (isStack(url)) sent.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return sent;
}

/** A document link as the served HTML has it. */
type DocumentLink = { href: string; download: string | null; text: string };

/** The served HTML's main heading and its links to the documents the build kept, parsed in the page. */
function servedParts(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return {
      heading: doc.querySelector("main h1")?.textContent ?? "",
      documents: [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="/documents/"]')].map(
        (link): DocumentLink => ({
          href: link.getAttribute("href")!,
          download: link.getAttribute("download"),
          text: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
        }),
      ),
    };
  }, html);
}

/** The main heading each page is published with. */
function publishedHeading(pages: PublishedSite["pages"], path: string): string {
  if (path === notFoundPath) return pages["not-found"].content.heading;
  const key = pageKeyOfPath[path as keyof typeof pageKeyOfPath];
  const page = pages[key];
  return "hero" in page.content ? page.content.hero.heading : page.content.heading;
}

/**
 * The download links the page's served HTML must hold: on /adv each document type's newest active
 * version, on /crs the Form CRS, each as its Download link (the build's copy of the file, named by
 * its SHA-256, saved under the document's name).
 */
async function expectedDocumentLinks(path: string): Promise<DocumentLink[]> {
  const types =
    path === paths.adv ? legalDocumentTypes : path === paths.crs ? [formCrsDocumentType] : [];
  if (types.length === 0) return [];
  const [{ documents }, { download }] = await Promise.all([
    publishedNow(),
    publishedPage(path === paths.adv ? "adv" : "crs"),
  ]);
  return types.flatMap(({ type, title }) => {
    const document = documents.find((candidate) => candidate.document_type === type);
    if (!document) return [];
    return [
      {
        href: `/documents/${document.sha256 ?? ""}.pdf`,
        download: downloadFileName(document),
        text: `${download} ${title}`,
      },
    ];
  });
}

for (const path of [...publicPaths, notFoundPath]) {
  test(`${path}: built in as served, and no request to the stack but the visit count and a sign-up`, async ({
    page,
    request,
  }, testInfo) => {
    // On /adv and /crs, the documents another spec changes meanwhile are published anew.
    test.setTimeout(publicationTimeout + 90_000);
    const { pages, settings } = await published();

    // The page as served, before any script runs: its heading, and its documents' links.
    await expect(async () => {
      const expected = await expectedDocumentLinks(path);
      const response = await request.get(path);
      expect(response.status()).toBe(path === notFoundPath ? 404 : 200);
      const served = await servedParts(page, await response.text());
      expect(served.heading).toBe(publishedHeading(pages, path));
      if (path === paths.adv || path === paths.crs) {
        expect(expected.length).toBeGreaterThan(0);
        const downloads = served.documents.filter((link) => link.download !== null);
        expect(downloads).toEqual(expect.arrayContaining(expected));
        expect(downloads).toHaveLength(expected.length);
      }
    }).toPass({ timeout: publicationTimeout, intervals: [1_000, 2_000, 3_000] });

    // A visitor's browser, not an automated one: the visit count's beacon runs as it would for a
    // person, its event answered here, so no count of the stack's changes.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
    });
    await page.route(`**${visitCount}`, (route) => route.fulfill({ status: 204 }));
    // The machine has no internet: the scheduling widget's script is answered locally.
    await page.route("https://assets.calendly.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    const sent = stackRequestsOf(page);
    const requests = watchSiteRequests(page);
    await page.goto(path);
    await expect(page.locator("main h1")).toHaveText(publishedHeading(pages, path));

    // Every island to life: each scrolled to, the page scrolled to its end, and idle.
    await everyIslandHydrated(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await requests.idle();

    // The header's menu of this width, opened.
    const { header, newsletter } = pages.layout.content;
    await hydrated(page);
    if (page.viewportSize()!.width < 768) {
      await page.getByRole("button", { name: header.menu, exact: true }).click();
      await expect(page.getByRole("dialog", { name: header.menu })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    } else {
      const about = page
        .getByRole("navigation", { name: header.mainNavLabel })
        .getByRole("button", { name: header.aboutMenu, exact: true });
      await about.click();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
    }

    // One sign-up from the footer's box.
    const email = `requests-${testInfo.project.name}-${Date.now()}@example.com`;
    const box = page
      .getByRole("contentinfo")
      .getByRole("form", { name: settings.newsletter_heading });
    await box.getByRole("textbox", { name: newsletter.emailLabel }).fill(email);
    await box.getByRole("button", { name: newsletter.submit }).click();
    await expect(box.getByRole("status")).toHaveText(newsletter.subscribed);
    await requests.idle();
    expect(await subscribersWith(email)).toHaveLength(1);

    expect(
      sent.filter((entry) => entry !== `POST ${visitCount}` && entry !== `POST ${signUp}`),
      "requests to the stack other than the visit count and the sign-up",
    ).toEqual([]);
    expect(sent.filter((entry) => entry === `POST ${signUp}`)).toHaveLength(1);
    // The beacon ran, as for a person: the page view was sent (a public page's; the not-found
    // page counts nothing).
    if (path !== notFoundPath) expect(sent).toContain(`POST ${visitCount}`);
    else expect(sent).not.toContain(`POST ${visitCount}`);
  });
}
