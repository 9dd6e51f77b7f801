// The information pages (/fees, /contact, /schedule, /privacy, /terms, /crs, /resources, /adv) at
// desktop and phone width (the two Playwright projects). /resources and /adv read the local stack.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { advPage, legalDocumentTypes } from "../src/content/document-types";
import { contactPage } from "../src/content/contact-page";
import { formCrs } from "../src/content/crs";
import { feesPage } from "../src/content/fees";
import { contact, firm, founder } from "../src/content/firm";
import { privacyPolicy, termsOfService } from "../src/content/legal";
import {
  formatMillions,
  qualifiedClientThresholdsOn,
  type QualifiedClientThresholds,
} from "../src/content/qualified-client";
import { resourcesPage } from "../src/content/resources";
import { paths } from "../src/content/routes";
import { schedulePage } from "../src/content/schedule";
import { schedulingWidget } from "../src/content/scheduling-widget";

/** Data pages wait on the local stack (and, on a dev server, on first compilation). */
const dataTimeout = 15_000;

const pages = [
  {
    path: paths.fees,
    title: feesPage.title,
    heading: feesPage.heading,
    copy: [
      feesPage.assetFee.unit,
      feesPage.performanceFee.highWatermark,
      feesPage.thirdPartyCosts.text,
    ],
  },
  {
    path: paths.contact,
    title: contactPage.title,
    heading: contactPage.heading,
    copy: [contact.phone, contact.email, contact.location, contactPage.response.heading],
  },
  {
    path: paths.schedule,
    title: schedulePage.title,
    heading: schedulePage.heading,
    copy: [
      founder.name,
      schedulePage.expectHeading,
      ...schedulePage.formats.map((format) => format.name),
    ],
  },
  {
    path: paths.privacy,
    title: privacyPolicy.title,
    heading: privacyPolicy.heading,
    copy: privacyPolicy.sections.map((section) => section.heading),
  },
  {
    path: paths.terms,
    title: termsOfService.title,
    heading: termsOfService.heading,
    copy: termsOfService.sections.map((section) => section.heading),
  },
  {
    path: paths.crs,
    title: formCrs.title,
    heading: formCrs.heading,
    copy: [formCrs.investorGov],
  },
  {
    path: paths.resources,
    title: resourcesPage.title,
    heading: resourcesPage.heading,
    copy: [resourcesPage.curationNote, resourcesPage.subscribe.heading],
  },
  {
    path: paths.adv,
    title: advPage.title,
    heading: advPage.heading,
    copy: legalDocumentTypes.map((info) => info.description),
  },
];

async function expectOpensInNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** The heading levels in main, in document order, for a logical outline. */
async function expectLogicalHeadings(page: Page) {
  const levels = await page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
}

for (const { path, title, heading, copy } of pages) {
  test(`${path} shows its heading, key copy and title`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    for (const text of copy)
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} | ${firm.name}`);
    await expectLogicalHeadings(page);
  });
}

test.describe("/fees", () => {
  type DollarTests = Pick<QualifiedClientThresholds, "assetsUnderManagement" | "netWorth">;

  async function expectThresholds(page: Page, thresholds: DollarTests) {
    const requirements = page.getByRole("list").filter({ hasText: "net worth" });
    await expect(requirements).toContainText(formatMillions(thresholds.assetsUnderManagement));
    await expect(requirements).toContainText(formatMillions(thresholds.netWorth));
  }

  test("shows the qualified-client thresholds in force today, citing the rule", async ({
    page,
  }) => {
    await page.goto(paths.fees);
    const today = qualifiedClientThresholdsOn(new Date());
    await expectThresholds(page, today);
    await expect(page.getByText(/^Thresholds under Rule 205-3.*last reviewed/)).toContainText(
      today.source,
    );
  });

  test("shows the 2021 thresholds on 28 June 2026 and the raised ones on 29 June (Central time)", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-06-28T23:59:00-05:00"));
    await page.goto(paths.fees);
    await expectThresholds(page, { assetsUnderManagement: 1_100_000, netWorth: 2_200_000 });
    await page.clock.setFixedTime(new Date("2026-06-29T00:01:00-05:00"));
    await page.reload();
    await expectThresholds(page, { assetsUnderManagement: 1_400_000, netWorth: 2_700_000 });
  });

  test("opens the ADV disclosure in a new tab", async ({ page }) => {
    await page.goto(paths.fees);
    const links = page.getByRole("link", { name: /View ADV Disclosure/ });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) await expectOpensInNewTab(link, paths.adv);
  });
});

test("/contact opens the scheduler in a new tab and links the phone and email", async ({
  page,
}) => {
  await page.goto(paths.contact);
  const scheduleLinks = page.getByRole("main").getByRole("link", { name: /Schedule a Call/ });
  await expect(scheduleLinks.first()).toBeVisible();
  for (const link of await scheduleLinks.all()) await expectOpensInNewTab(link, paths.schedule);
  await expect(page.getByRole("main").getByRole("link", { name: contact.phone })).toHaveAttribute(
    "href",
    contact.phoneHref,
  );
  await expect(page.getByRole("main").getByRole("link", { name: contact.email })).toHaveAttribute(
    "href",
    contact.emailHref,
  );
});

test.describe("/schedule", () => {
  test("offers the phone and email when the scheduling widget cannot load", async ({ page }) => {
    await page.route("https://assets.calendly.com/**", (route) => route.abort("blockedbyclient"));
    await page.goto(paths.schedule);
    const fallback = page
      .getByRole("status")
      .filter({ hasText: schedulingWidget.fallback.heading });
    await expect(fallback).toBeVisible({ timeout: schedulingWidget.timeoutMs + 5_000 });
    await expect(fallback.getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      contact.phoneHref,
    );
    await expect(fallback.getByRole("link", { name: /Email/ })).toHaveAttribute(
      "href",
      contact.emailHref,
    );
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveCount(0);
  });

  test("loads the widget script only on this page, once", async ({ page }) => {
    await page.route("https://assets.calendly.com/**", (route) => route.abort("blockedbyclient"));
    await page.goto(paths.contact);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(`script[src="${schedulingWidget.scriptSrc}"]`)).toHaveCount(0);
    const contactFirst = page.getByRole("button", { name: schedulePage.contactFirst.cta });
    await page.goto(paths.schedule);
    await expect(contactFirst).toBeVisible();
    await expect(contactFirst).toHaveAttribute("type", "button");
    // Injected on mount (when a booking link is configured), never from index.html, at most once.
    expect(
      await page.locator(`script[src="${schedulingWidget.scriptSrc}"]`).count(),
    ).toBeLessThanOrEqual(1);
  });
});

test("/resources lists the featured resources, each opening in a new tab", async ({ page }) => {
  await page.goto(paths.resources);
  const grid = page.getByRole("region", { name: resourcesPage.gridHeading });
  const links = grid.getByRole("link");
  await expect(links.first()).toBeVisible({ timeout: dataTimeout });
  await expect(grid.getByRole("status", { name: resourcesPage.loadingLabel })).toHaveCount(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https?:\/\//);
  }
  const email = page.getByRole("main").getByRole("textbox", { name: /email/i });
  await expect(email).toHaveAttribute("type", "email");
});

test.describe("/adv", () => {
  test("downloads the newest document of a type under its name", async ({ page }) => {
    await page.goto(paths.adv);
    const button = page.getByRole("button", {
      name: new RegExp(`${legalDocumentTypes[0].title}$`),
    });
    await expect(button).toBeEnabled({ timeout: dataTimeout });
    await expect(button).toHaveText(new RegExp(advPage.download));
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test("says 'Failed to download document' when the file cannot be fetched", async ({ page }) => {
    await page.route("**/storage/v1/object/**", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await page.goto(paths.adv);
    const button = page.getByRole("button", {
      name: new RegExp(`${legalDocumentTypes[1].title}$`),
    });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText(advPage.downloadFailed)).toBeVisible();
  });
});
