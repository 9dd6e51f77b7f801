// The information pages (/fees, /contact, /schedule, /privacy, /terms, /crs, /resources, /adv), as
// published (the same words at any width; site.spec.ts and accessibility.spec.ts meet them at phone
// width): each shows its published words (support/published.ts); /resources and /adv show the data
// the build read.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { legalDocumentTypes } from "../src/content/document-types";
import { firmMidnight } from "../src/content/firm-time-zone";
import { paths, type PublicPath } from "../src/content/routes";
import { schedulingWidget } from "../src/features/scheduling/widget";
import type { PublishedSite } from "../src/features/site-content/published-site";
import {
  formatMillions,
  qualifiedClientThresholdsOn,
  thresholdsCitation,
  type Thresholds,
} from "../src/pages/fees/qualified-client";
import { documentTitleOf, plain, published, publishedPage, shownTextOf } from "./support/published";

type Pages = PublishedSite["pages"];

/** Each page: its published title and heading, and some of its words, as the reader sees them. */
const pages: {
  path: PublicPath;
  read: (pages: Pages) => { title: string; heading: string; copy: string[] };
}[] = [
  {
    path: paths.fees,
    read: ({ fees: { content } }) => ({
      ...content,
      copy: [
        content.assetFee.unit,
        plain(content.performanceFee.highWatermark),
        plain(content.thirdPartyCosts.text),
      ],
    }),
  },
  {
    path: paths.contact,
    read: ({ contact: { content }, layout }) => ({
      ...content,
      copy: [
        layout.content.contact.phone,
        layout.content.contact.email,
        `${layout.content.contact.city}, ${layout.content.contact.state}`,
        content.response.heading,
      ],
    }),
  },
  {
    path: paths.schedule,
    read: ({ schedule: { content }, layout }) => ({
      ...content,
      copy: [
        layout.content.adviser.name,
        content.expectHeading,
        ...content.formats.map((format) => format.name),
      ],
    }),
  },
  {
    path: paths.privacy,
    read: ({ privacy: { content } }) => ({
      ...content,
      copy: content.sections.map((section) => section.heading),
    }),
  },
  {
    path: paths.terms,
    read: ({ terms: { content } }) => ({
      ...content,
      copy: content.sections.map((section) => section.heading),
    }),
  },
  {
    path: paths.crs,
    read: ({ crs: { content } }) => ({ ...content, copy: [plain(content.investorGov)] }),
  },
  {
    path: paths.resources,
    read: ({ resources: { content } }) => ({
      ...content,
      copy: [plain(content.curationNote)],
    }),
  },
  {
    path: paths.adv,
    read: ({ adv: { content } }) => ({
      ...content,
      copy: legalDocumentTypes.map(({ type }) => plain(content.documentTypes[type])),
    }),
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

for (const { path, read } of pages) {
  test(`${path} shows its heading, key copy and title`, async ({ page }) => {
    const { title, heading, copy } = read((await published()).pages);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const shown = await shownTextOf(page.getByRole("main"));
    for (const text of copy) expect(shown).toContain(text.replace(/\s+/g, " "));
    await expect(page).toHaveTitle(await documentTitleOf(title));
    await expectLogicalHeadings(page);
  });
}

test.describe("/fees", () => {
  type DollarTests = Pick<Thresholds, "assetsUnderManagement" | "netWorth">;

  async function expectThresholds(page: Page, thresholds: DollarTests) {
    const { qualifiedClient } = await publishedPage("fees");
    // The list of the two dollar tests: the one item that is the net-worth test.
    const netWorthWords = qualifiedClient.netWorthTest.split("{amount}")[0]!.trim();
    const requirements = page.getByRole("list").filter({ hasText: netWorthWords });
    await expect(requirements).toContainText(formatMillions(thresholds.assetsUnderManagement));
    await expect(requirements).toContainText(formatMillions(thresholds.netWorth));
  }

  test("shows the qualified-client thresholds in force today, citing the rule", async ({
    page,
  }) => {
    const { qualifiedClient } = await publishedPage("fees");
    await page.goto(paths.fees);
    const today = qualifiedClientThresholdsOn(qualifiedClient.thresholds, new Date());
    await expectThresholds(page, today);
    await expect(
      page.getByText(thresholdsCitation(qualifiedClient, today), { exact: true }),
    ).toBeVisible();
  });

  test("shows the thresholds before the latest SEC order on the day before it took effect and the raised ones from that day (Central time)", async ({
    page,
  }) => {
    const { thresholds } = (await publishedPage("fees")).qualifiedClient;
    const [earlier, latest] = [...thresholds]
      .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
      .slice(-2);
    expect(earlier, "two orders' thresholds, to see the change from one to the next").toBeDefined();
    const midnight = firmMidnight(latest!.effectiveFrom).getTime();
    await page.clock.setFixedTime(new Date(midnight - 60_000));
    await page.goto(paths.fees);
    await expectThresholds(page, earlier!);
    await page.clock.setFixedTime(new Date(midnight + 60_000));
    await page.reload();
    await expectThresholds(page, latest!);
  });

  test(
    "the qualified-client tests come right after the words that announce them, the other categories after the tests",
    { tag: "@phone" },
    async ({ page }) => {
      const { qualifiedClient } = await publishedPage("fees");
      await page.goto(paths.fees);
      const main = page.getByRole("main");
      const netWorthWords = qualifiedClient.netWorthTest.split("{amount}")[0]!.trim();
      const parts = [
        main.getByText(plain(qualifiedClient.intro), { exact: true }),
        main.getByRole("list").filter({ hasText: netWorthWords }),
        main.getByText(plain(qualifiedClient.otherCategories), { exact: true }),
      ];
      // In the page's order (what a screen reader reads) and, on a phone's one column, top to bottom.
      const tops: number[] = [];
      for (const part of parts) {
        await part.scrollIntoViewIfNeeded();
        const box = (await part.boundingBox())!;
        tops.push(box.y + (await page.evaluate(() => window.scrollY)));
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      const follows = await parts[1]!.evaluate(
        (list, [intro, other]) =>
          !!(intro!.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) &&
          !!(list.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
        [await parts[0]!.elementHandle(), await parts[2]!.elementHandle()],
      );
      expect(follows).toBe(true);
    },
  );

  test("opens the ADV disclosure in a new tab", async ({ page }) => {
    const fees = await publishedPage("fees");
    await page.goto(paths.fees);
    for (const action of [fees.disclosureAction, fees.disclosure.primaryAction]) {
      const links = page.getByRole("link", { name: action.label });
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) await expectOpensInNewTab(link, action.href);
    }
  });
});

test("/contact opens the scheduler in a new tab and links the phone and email", async ({
  page,
}) => {
  const [contact, { contact: details }] = await Promise.all([
    publishedPage("contact"),
    publishedPage("layout"),
  ]);
  await page.goto(paths.contact);
  const scheduleLinks = page
    .getByRole("main")
    .getByRole("link", { name: contact.schedule.action.label });
  await expect(scheduleLinks.first()).toBeVisible();
  for (const link of await scheduleLinks.all())
    await expectOpensInNewTab(link, contact.schedule.action.href);
  await expect(page.getByRole("main").getByRole("link", { name: details.phone })).toHaveAttribute(
    "href",
    `tel:${details.phoneDigits}`,
  );
  await expect(page.getByRole("main").getByRole("link", { name: details.email })).toHaveAttribute(
    "href",
    `mailto:${details.email}`,
  );
});

test("/privacy and /terms link the firm's email and phone, as /contact does", async ({ page }) => {
  const { contact } = await publishedPage("layout");
  for (const path of [paths.privacy, paths.terms]) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: contact.email })).toHaveAttribute(
      "href",
      `mailto:${contact.email}`,
    );
    await expect(main.getByRole("link", { name: contact.phone })).toHaveAttribute(
      "href",
      `tel:${contact.phoneDigits}`,
    );
  }
});

test("/crs links Investor.gov/CRS, the SEC's research tools its instructions name, in a new tab", async ({
  page,
}) => {
  await page.goto(paths.crs);
  await expectOpensInNewTab(
    page.getByRole("main").getByRole("link", { name: /Investor\.gov\/CRS/ }),
    "https://www.investor.gov/CRS",
  );
});

test.describe("/schedule", () => {
  test("offers the phone and email when the scheduling widget cannot load", async ({ page }) => {
    const [{ widget }, { contact }] = await Promise.all([
      publishedPage("schedule"),
      publishedPage("layout"),
    ]);
    await page.route("https://assets.calendly.com/**", (route) => route.abort("blockedbyclient"));
    await page.goto(paths.schedule);
    const fallback = page.getByRole("status").filter({ hasText: widget.unavailableHeading });
    await expect(fallback).toBeVisible({ timeout: schedulingWidget.timeoutMs + 5_000 });
    await expect(
      fallback.getByRole("link", { name: `${widget.call} ${contact.phone}` }),
    ).toHaveAttribute("href", `tel:${contact.phoneDigits}`);
    await expect(
      fallback.getByRole("link", { name: `${widget.email} ${contact.email}` }),
    ).toHaveAttribute("href", `mailto:${contact.email}`);
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveCount(0);
  });

  test("offers the phone and email, not a calendar that never loads, when scripts are off", async ({
    browser,
  }) => {
    const [{ widget }, { contact }] = await Promise.all([
      publishedPage("schedule"),
      publishedPage("layout"),
    ]);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(paths.schedule);
      const fallback = page.getByRole("status").filter({ hasText: widget.unavailableHeading });
      await expect(fallback).toBeVisible();
      await expect(
        fallback.getByRole("link", { name: `${widget.call} ${contact.phone}` }),
      ).toHaveAttribute("href", `tel:${contact.phoneDigits}`);
      await expect(page.getByText(widget.loading)).toBeHidden();
      await expect(page.locator("[data-widget-box]")).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("loads the widget script only on this page, once", async ({ page }) => {
    const { contactFirst } = await publishedPage("schedule");
    await page.route("https://assets.calendly.com/**", (route) => route.abort("blockedbyclient"));
    await page.goto(paths.contact);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(`script[src="${schedulingWidget.scriptSrc}"]`)).toHaveCount(0);
    const contactFirstButton = page.getByRole("button", { name: contactFirst.button });
    await page.goto(paths.schedule);
    await expect(contactFirstButton).toBeVisible();
    await expect(contactFirstButton).toHaveAttribute("type", "button");
    // Injected on mount (when a booking link is configured), never from index.html, at most once.
    expect(
      await page.locator(`script[src="${schedulingWidget.scriptSrc}"]`).count(),
    ).toBeLessThanOrEqual(1);
  });
});

test("/resources lists the public resources, each opening in a new tab, with its thumbnail's size", async ({
  page,
}) => {
  const { gridHeading } = await publishedPage("resources");
  await page.goto(paths.resources);
  const grid = page.getByRole("region", { name: gridHeading });
  const links = grid.getByRole("link");
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https?:\/\//);
  }
  // A thumbnail is the build's copy, with its size, so the card takes its place from the first paint.
  for (const image of await grid.locator("img").all()) {
    await expect(image).toHaveAttribute("src", /^\/images\/[0-9a-f]{64}\.\w+$/);
    await expect(image).toHaveAttribute("width", /^[1-9]\d*$/);
    await expect(image).toHaveAttribute("height", /^[1-9]\d*$/);
  }
  // One newsletter box, the footer's as on every page: none of the page's own besides.
  const [{ newsletter }, { settings }] = await Promise.all([publishedPage("layout"), published()]);
  await expect(page.getByRole("form")).toHaveCount(1);
  const box = page
    .getByRole("contentinfo")
    .getByRole("form", { name: settings.newsletter_heading });
  await expect(box.getByRole("textbox", { name: newsletter.emailLabel })).toHaveAttribute(
    "type",
    "email",
  );
});

test("/adv offers the newest document of a type as a download under its name", async ({ page }) => {
  const adv = await publishedPage("adv");
  await page.goto(paths.adv);
  const link = page.getByRole("link", {
    name: `${adv.download} ${legalDocumentTypes[0].title}`,
    exact: true,
  });
  await expect(link).toHaveAttribute("href", /^\/documents\/[0-9a-f]{64}\.pdf$/);
  await expect(link).toHaveAttribute("download", /\.pdf$/);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(await link.getAttribute("download"));
});
