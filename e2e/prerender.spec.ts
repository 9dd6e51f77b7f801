// The build prerenders every public page (scripts/prerender.ts) and the browser hydrates its islands
// (src/main.ts): the HTML already says what the page says, and hydration finds the same markup.
import { expect, test, type Page } from "@playwright/test";
import { publicPaths } from "../src/content/routes";
import { everyIslandHydrated } from "./support/hydration";
import { watchSiteRequests } from "./support/site-requests";

/** The h1 text and <title> of an HTML document, parsed in the page without running its scripts. */
function headingAndTitle(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return { heading: doc.querySelector("h1")?.textContent ?? "", title: doc.title };
  }, html);
}

test.describe("prerendered pages", () => {
  for (const path of publicPaths) {
    test(`${path} is served with its h1 and title before any JavaScript runs`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();

      await page.goto(path);
      await everyIslandHydrated(page);
      const served = await headingAndTitle(page, html);
      expect(served.heading).not.toBe("");
      expect(served.heading).toBe(await page.locator("h1").textContent());
      expect(served.title).toBe(await page.title());
    });

    test(`${path} hydrates without a console error or warning`, async ({ page }) => {
      const messages: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
      // A third party's script is not the site's to answer for (and tests run without outside network).
      await page.route("https://assets.calendly.com/**", (route) =>
        route.fulfill({ contentType: "text/javascript", body: "" }),
      );

      const requests = watchSiteRequests(page);
      await page.goto(path);
      // Brings the below-the-fold reveals and islands into play too.
      await everyIslandHydrated(page);
      await requests.idle();
      expect(messages).toEqual([]);
    });
  }

  test("the not-found page is prerendered as 404.html", async ({ page, request }) => {
    const response = await request.get("/404.html");
    expect(response.status()).toBe(200);
    const served = await headingAndTitle(page, await response.text());

    await page.goto("/no-such-page");
    await expect(page.locator("h1")).toHaveText(served.heading);
    expect(served.heading).not.toBe("");
  });
});
