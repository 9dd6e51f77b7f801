// axe, every severity, on the public pages in the states a visitor can meet beyond the plain page
// (site.spec.ts checks each page as it loads): data loading, empty, failed; documents that cannot
// be had; a download that fails; the scheduling widget loading and unavailable; the menus open; a
// page whose islands' code cannot be loaded. Each waits for its state before axe looks.
import { expect, test, type Page } from "@playwright/test";
import { aboutPage } from "../src/content/about";
import { advPage, legalDocumentTypes } from "../src/content/document-types";
import { resourcesPage } from "../src/content/resources";
import { paths } from "../src/content/routes";
import { schedulingWidget } from "../src/content/scheduling-widget";
import { axeViolations } from "./support/axe";
import { assetOf, hydrated } from "./support/hydration";

/** Every axe violation of the page as it is now, whatever its impact. */
async function expectNoAxeViolation(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const never = () => new Promise<void>(() => {});

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route("https://assets.calendly.com/**", (route) => route.abort("blockedbyclient"));
});

test.describe("/resources", () => {
  const grid = (page: Page) => page.getByRole("region", { name: resourcesPage.gridHeading });

  test("while the resources load", async ({ page }) => {
    await page.route("**/rest/v1/recommended_resources*", never);
    await page.goto(paths.resources);
    await expect(
      grid(page).getByRole("status", { name: resourcesPage.loadingLabel }),
    ).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test("when there are none", async ({ page }) => {
    await page.route("**/rest/v1/recommended_resources*", (route) =>
      route.fulfill({ json: [], headers: { "content-range": "*/0" } }),
    );
    await page.goto(paths.resources);
    await expect(page.getByText(resourcesPage.placeholderNote)).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test("when they cannot be loaded", async ({ page }) => {
    await page.route("**/rest/v1/recommended_resources*", (route) =>
      route.fulfill({ status: 500, json: { message: "unavailable" } }),
    );
    await page.goto(paths.resources);
    await expect(page.getByText(resourcesPage.placeholderNote)).toBeVisible();
    await expectNoAxeViolation(page);
  });
});

test.describe("/adv", () => {
  const downloadButton = (page: Page, index: number) =>
    page.getByRole("button", { name: new RegExp(`${legalDocumentTypes[index]!.title}$`) });

  test("while the documents load", async ({ page }) => {
    await page.route("**/rest/v1/legal_documents*", never);
    await page.goto(paths.adv);
    await expect(downloadButton(page, 0)).toBeDisabled();
    await expectNoAxeViolation(page);
  });

  test("when the documents cannot be loaded", async ({ page }) => {
    await page.route("**/rest/v1/legal_documents*", (route) =>
      route.fulfill({ status: 500, json: { message: "unavailable" } }),
    );
    await page.goto(paths.adv);
    await expect(page.getByText(advPage.loadFailed.description)).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test("when a document is not available", async ({ page }) => {
    const missing = legalDocumentTypes[1]!.type;
    await page.route("**/rest/v1/legal_documents*", async (route) => {
      const response = await route.fetch();
      const rows = (await response.json()) as Array<{ document_type: string }>;
      await route.fulfill({ response, json: rows.filter((row) => row.document_type !== missing) });
    });
    await page.goto(paths.adv);
    const unavailable = page.getByRole("button", {
      name: `${advPage.unavailable} ${legalDocumentTypes[1]!.title}`,
    });
    await expect(unavailable).toBeDisabled();
    await expect(downloadButton(page, 0)).toBeEnabled();
    await expectNoAxeViolation(page);
  });

  test("when a download fails", async ({ page }) => {
    await page.route("**/storage/v1/object/**", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await page.goto(paths.adv);
    await downloadButton(page, 0).click();
    await expect(page.getByText(advPage.downloadFailed)).toBeVisible();
    await expectNoAxeViolation(page);
  });
});

test.describe("/schedule", () => {
  test("while the scheduling widget loads", async ({ page }) => {
    await page.unroute("https://assets.calendly.com/**");
    await page.route("https://assets.calendly.com/**", never);
    await page.goto(paths.schedule);
    await expect(page.getByText(schedulingWidget.loading)).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test("when the scheduling widget is unavailable", async ({ page }) => {
    await page.goto(paths.schedule);
    await expect(page.getByText(schedulingWidget.fallback.heading)).toBeVisible({
      timeout: schedulingWidget.timeoutMs + 15_000,
    });
    await expectNoAxeViolation(page);
  });
});

test("the phone menu, open", { tag: "@phone" }, async ({ page }) => {
  await page.goto(paths.home);
  await hydrated(page);
  await page.getByRole("button", { name: /menu/i }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolation(page);
});

test("a desktop navigation group, open", { tag: "@desktop" }, async ({ page }) => {
  await page.goto(paths.about);
  await hydrated(page);
  const about = page
    .getByRole("navigation", { name: /main/i })
    .getByRole("button", { name: "About" });
  await about.click();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolation(page);
});

test("a page whose islands' code cannot be loaded stays whole", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route(`**${assetOf("react")}`, (route) => route.abort("failed"));
  await page.goto(paths.about);
  await expect.poll(() => errors.join("\n")).toContain("Could not load the island");
  await expect(page.getByRole("heading", { level: 1, name: aboutPage.heading })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expectNoAxeViolation(page);
});

test("the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolation(page);
});
