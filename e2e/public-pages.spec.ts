// Every public page and the not-found page, at both widths (the desktop and phone projects), as a
// visitor's browser gets it, in one load each:
// - built, not fetched (scripts/build-pages.ts): the page as served already holds its title, its main
//   heading as published and, on /adv and /crs, the documents' links; once its islands have all come
//   to life (scrolled through, idle, the width's menu opened, a sign-up sent from the footer's box)
//   it has asked the stack for nothing but the visit count and that sign-up, and logged nothing;
// - nothing moves as it loads and is read to its end (no layout shift), nor, on / and /contact, as
//   its HTML arrives in parts over a slow connection (the browser draws nothing before the footer);
// - one visible h1, the page's own and not the not-found page's; every link to a new tab with
//   noopener noreferrer; every internal link to a page of the site or a file it keeps;
// - its own CSS (scripts/lib/site-build/page-css.ts) styles every element as the whole stylesheet
//   would, as loaded and with the width's menu and the newsletter box's error shown;
// - axe finds no violation of any severity.
import { expect, test, type Page } from "@playwright/test";
import { adminNavLink } from "../src/components/layout/site-nav";
import { formCrsDocumentType, legalDocumentTypes } from "../src/content/document-types";
import { paths, publicPaths } from "../src/content/routes";
import { pageKeyOfPath } from "../src/features/site-content/schemas/page-schemas";
import type { PublishedSite } from "../src/features/site-content/published-site";
import { downloadFileName } from "../src/lib/downloads";
import { subscribersWith } from "./support/admin";
import { E2E_STACK_PORT } from "./support/env";
import { axeViolations } from "./support/axe";
import { complaintsOf } from "./support/complaints";
import { closeHeaderMenu, openHeaderMenu } from "./support/header-menu";
import { everyIslandHydrated } from "./support/hydration";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";
import { expectOwnCssStylesAsTheWhole } from "./support/page-styles";
import { publicationTimeout } from "./support/publication";
import { published, publishedNow, publishedPage } from "./support/published";
import { servedInParts } from "./support/served-in-parts";
import { watchSiteRequests } from "./support/site-requests";
import { twoFramesLater } from "./support/viewport";

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

/** The served HTML's title, main heading and links to the documents the build kept, parsed in the page. */
function servedParts(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return {
      title: doc.title,
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

/** Internal link targets on the page (same origin), as paths without query or hash. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs.filter((href) => href.startsWith(origin)).map((href) => new URL(href).pathname),
    ),
  ];
}

for (const path of [...publicPaths, notFoundPath]) {
  test(`${path}: built in as served, asks the stack for nothing but the visit count and a sign-up, styled by its own CSS, axe clean`, async ({
    page,
    request,
  }, testInfo) => {
    // On /adv and /crs, the documents another spec changes meanwhile are published anew.
    test.setTimeout(publicationTimeout + 120_000);
    const { pages, settings } = await published();
    const notFound = pages["not-found"].content;
    const heading = publishedHeading(pages, path);

    // The page as served, before any script runs: its title, heading, and its documents' links.
    let servedTitle = "";
    await expect(async () => {
      const expected = await expectedDocumentLinks(path);
      const response = await request.get(path);
      expect(response.status()).toBe(path === notFoundPath ? 404 : 200);
      const served = await servedParts(page, await response.text());
      expect(served.heading).toBe(heading);
      servedTitle = served.title;
      if (path === paths.adv || path === paths.crs) {
        expect(expected.length).toBeGreaterThan(0);
        const downloads = served.documents.filter((link) => link.download !== null);
        expect(downloads).toEqual(expect.arrayContaining(expected));
        expect(downloads).toHaveLength(expected.length);
      }
    }).toPass({ timeout: publicationTimeout, intervals: [1_000, 2_000, 3_000] });
    expect(servedTitle).toMatch(/\S/);

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
    await recordLayoutShifts(page);
    const complaints = complaintsOf(page);
    const sent = stackRequestsOf(page);
    const requests = watchSiteRequests(page);
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main h1")).toHaveText(heading);
    await expect(page.locator("main h1")).toBeVisible();
    expect(await page.title()).toBe(servedTitle);
    if (path !== notFoundPath) await expect(page.getByText(notFound.heading)).toHaveCount(0);

    // Read down to its end as a person scrolls, half a screen at a time, each step painted: the
    // sections below the first screen come into rendering as they near the viewport. (A jump straight
    // to the footer renders the section above it in the jump's own frame, which moves what the jump
    // brought into view.) Then every island to life: each scrolled to, the page scrolled to its end,
    // and idle.
    await page.evaluate(async () => {
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
        window.scrollTo({ top, behavior: "instant" });
        await painted();
        await painted();
      }
    });
    await everyIslandHydrated(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await requests.idle();
    // Loaded and read to its end, nothing moved: the sections below the first screen, whose
    // rendering the browser skips until they near it, take their place without a shift. Only on a
    // preview host like this one, the desktop navigation gains the Admin link once its code runs
    // (lib/admin-link.ts), which moves the header; the site's public host never shows it.
    const adminLinkShown =
      (await page
        .getByRole("navigation", { name: pages.layout.content.header.mainNavLabel })
        .getByRole("link", { name: adminNavLink.label })
        .count()) > 0;
    expect(
      (await layoutShifts(page)).filter((shift) => !(adminLinkShown && shift.inHeader)),
    ).toEqual([]);
    // The not-found page logs the path asked for; no page logs anything else.
    expect(complaints).toEqual(
      path === notFoundPath
        ? [
            expect.stringContaining("404 (Not Found)"),
            expect.stringContaining("404 Error: User attempted to access non-existent route"),
          ]
        : [],
    );

    // Links: a new tab only with noopener noreferrer (the pages that open one: a document, the
    // scheduler, a resource, Investor.gov; the footer's social profiles once the firm sets them),
    // and every internal one to a page of the site or a file it keeps.
    const newTabRels = await page
      .locator('a[target="_blank"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("rel") ?? ""));
    for (const rel of newTabRels)
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    const targets = (await internalLinks(page)).filter(
      (target) => target !== path && !target.startsWith("/admin"),
    );
    expect(targets.length).toBeGreaterThan(5);
    for (const target of targets) {
      const response = await request.get(target);
      expect(response.status(), target).toBe(200);
      if (/^\/(documents|images)\//.test(target))
        expect(response.headers()["content-type"], target).toMatch(
          target.startsWith("/documents/") ? /^application\/pdf/ : /^image\//,
        );
      else
        expect((await servedParts(page, await response.text())).heading, target).not.toBe(
          notFound.heading,
        );
    }

    // Its own CSS, as loaded; then with the newsletter box refusing an address and the menu of
    // this width open (what only the browser renders), and the menu closed again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectOwnCssStylesAsTheWhole(page, "as loaded");
    const { header, newsletter } = pages.layout.content;
    const box = page
      .getByRole("contentinfo")
      .getByRole("form", { name: settings.newsletter_heading });
    const address = box.getByRole("textbox", { name: newsletter.emailLabel });
    await address.fill("not an address");
    await address.press("Enter");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await openHeaderMenu(page, header);
    await expectOwnCssStylesAsTheWhole(page, "the newsletter box's error shown and the menu open");
    await closeHeaderMenu(page, header);

    // One sign-up from the footer's box.
    const email = `requests-${testInfo.project.name}-${Date.now()}@example.com`;
    await address.fill(email);
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

    // Last, as a reader who asked for less motion: axe, over the page with what it has shown.
    // At the top, as it opens: scrolled, the sticky header covers links axe then finds too small.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
  });
}

// Over a slow connection a page's HTML arrives in parts, and a browser may draw what it has parsed
// while it waits for the rest. Whatever it draws, a later part must not move it: the head holds the
// first render until the footer is parsed (scripts/page-head.ts). Before it did, /contact's contact
// details were drawn before the column beside them, which then stretched their row: 17 px down at
// desktop width (CLS 0.00008), as the header's menu moved when drawn with half its links.
for (const path of [paths.home, paths.contact]) {
  test(`${path}: its HTML arriving in parts, a pause after each list, nothing drawn moves`, async ({
    page,
    baseURL,
  }) => {
    const host = await servedInParts(baseURL!, { cutAfter: "</ul>", pauseMs: 300 });
    try {
      // The HTML and its stylesheet alone: no script adds to the page (the Admin link) or moves it.
      await page.route("**/*.js", (route) =>
        route.fulfill({ contentType: "text/javascript", body: "" }),
      );
      await recordLayoutShifts(page);
      await page.goto(new URL(path, host.url).href);
      await expect(page.getByRole("contentinfo")).toBeAttached();
      // Drawn whole: two frames after the last part.
      await twoFramesLater(page);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await host.close();
    }
  });
}
