// The archive's published-site viewer against a recorded page written to leave its frame (an image
// map's area, a form's action, a refresh, a base, an SVG link, a plain link): in Chromium, as an
// admin at aal2, the page shows inert and nothing reaches the other site; and a page whose bytes
// storage changed on the way is refused, not shown. It records a release whose latest pages the
// viewer lists, so it runs in the serial project, alone: a release another spec records
// meanwhile would hide its page from the list.
import { expect, test } from "@playwright/test";
import { publishedSiteCopy as copy } from "../src/content/content-history";
import { storageStateOf } from "./support/admin";
import { openSiteTab, siteTab } from "./support/archive-site-tab";
import { recordReleaseWithPage } from "./support/releases";

test.use({ storageState: storageStateOf("admin") });

test("a recorded page cannot lead the frame elsewhere, and a page whose bytes differ from its hash is refused", async ({
  page,
}) => {
  test.slow();
  // Every way out of the frame a page may hold, to a site that counts its visits.
  const elsewhere = "https://elsewhere.example";
  const visits: string[] = [];
  await page.context().route(`${elsewhere}/**`, async (route) => {
    visits.push(route.request().url());
    await route.fulfill({ contentType: "text/html", body: "<h1>Elsewhere</h1>" });
  });
  const attack = await recordReleaseWithPage(
    "/archive-viewer-attack",
    `<!doctype html><html lang="en"><head>
<meta http-equiv="refresh" content="1;url=${elsewhere}/refresh">
<base href="${elsewhere}/base/">
</head><body>
<h1>A recorded page</h1>
<img src="{image}" usemap="#ways-out" width="400" height="80" alt="Ways out">
<map name="ways-out"><area shape="rect" coords="0,0,400,80" href="${elsewhere}/area" alt="Area"></map>
<form action="${elsewhere}/form" method="get"><button>Send the form</button></form>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="40">
<a xlink:href="${elsewhere}/svg"><rect width="300" height="40" fill="navy"/><text x="8" y="26" fill="white">SVG link</text></a></svg>
<p><a href="relative-link">A relative link</a></p>
</body></html>`,
  );
  await openSiteTab(page);
  const asOf = page.getByRole("region", { name: copy.asOf.heading });
  const pages = asOf.getByRole("combobox", { name: copy.asOf.page });
  await expect(pages).toBeVisible();
  await pages.click();
  await page.getByRole("option", { name: attack.path }).press("Enter");
  const frame = page.frameLocator("iframe[sandbox]");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("A recorded page");

  // Each way out, followed: the frame still shows the record, and nothing reached the other site.
  const recorded = frame.getByRole("heading", { level: 1, name: "A recorded page" });
  for (const wayOut of [
    frame.getByAltText("Ways out"),
    frame.getByRole("button", { name: "Send the form" }),
    frame.getByText("SVG link"),
    frame.getByText("A relative link"),
  ]) {
    await wayOut.click();
    await expect(recorded).toBeVisible();
    expect(visits).toEqual([]);
  }
  await page.waitForTimeout(1500); // past the refresh's second
  await expect(recorded).toBeVisible();
  expect(visits).toEqual([]);
  const framed = page.locator("iframe[sandbox]");
  await expect(framed).toHaveAttribute("sandbox", "");
  const srcdoc = (await framed.getAttribute("srcdoc"))!;
  expect(srcdoc).toContain("default-src 'none'");
  expect(srcdoc).not.toContain(elsewhere);
  expect(srcdoc).not.toContain("relative-link");
  expect(srcdoc).not.toMatch(/<base|http-equiv="refresh"|href=/i);

  // The same page, its bytes changed by storage on the way (hosted Storage checks no name): the
  // viewer hashes what it got, and shows the refusal instead of the page.
  const pageFile = (url: URL) => url.pathname.endsWith(`/site-releases/${attack.sha256}`);
  await page.route(pageFile, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.text()).replace("A recorded page", "A forged page");
    await route.fulfill({ response: answer, body });
  });
  await page.reload();
  await page.getByRole("tab", { name: siteTab }).click();
  await page.getByRole("combobox", { name: copy.asOf.page }).first().click();
  await page.getByRole("option", { name: attack.path }).press("Enter");
  await expect(page.getByText(copy.altered(attack.path))).toBeVisible();
  await expect(page.locator("iframe[sandbox]")).toHaveCount(0);
  await expect(page.getByText("A forged page")).toHaveCount(0);
});
