import { expect, test, type Locator, type Page } from "@playwright/test";
import { aboutPage } from "../src/content/about";
import { firm, founder } from "../src/content/firm";
import { freeReviewMinutes, freeReviewPage } from "../src/content/free-review";
import { homePage } from "../src/content/home";
import { processPage, processSteps } from "../src/content/process";
import { paths } from "../src/content/routes";
import { services, servicesPage } from "../src/content/services";

const FIRM = firm.name;

/** How opaque an element looks: its own opacity times that of every ancestor. */
function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

/** The heading levels inside main, in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
}

async function expectLogicalHeadingOrder(page: Page) {
  const levels = await headingLevels(page);
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

/** Expects `link` to open `path` in a new tab that cannot reach back to this page. */
async function expectOpensInNewTab(link: Locator, path: string) {
  await expect(link).toHaveAttribute("href", path);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute(
    "rel",
    /\bnoopener\b.*\bnoreferrer\b|\bnoreferrer\b.*\bnoopener\b/,
  );
}

const pages = [
  { path: paths.home, heading: homePage.hero.heading, title: `${homePage.title} | ${FIRM}` },
  { path: paths.about, heading: aboutPage.heading, title: `${aboutPage.title} | ${FIRM}` },
  { path: paths.services, heading: servicesPage.heading, title: `${servicesPage.title} | ${FIRM}` },
  { path: paths.process, heading: processPage.heading, title: `${processPage.title} | ${FIRM}` },
  {
    path: paths.freeReview,
    heading: freeReviewPage.heading,
    title: `${freeReviewPage.title} | ${FIRM}`,
  },
];

for (const { path, heading, title } of pages) {
  test(`${path} shows its one main heading, its title and headings in order`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    await expectLogicalHeadingOrder(page);
  });
}

test.describe("home", () => {
  test("the hero is readable at once and leads to scheduling and the process", async ({ page }) => {
    await page.goto(paths.home);
    const main = page.getByRole("main");
    const h1 = main.getByRole("heading", { level: 1, name: homePage.hero.heading });
    await expect(h1).toBeVisible();
    // The hero never fades in: its text is fully opaque from the first paint.
    expect(await effectiveOpacity(h1)).toBe(1);
    expect(await effectiveOpacity(main.getByText(homePage.hero.text))).toBe(1);
    await expect(main.getByText(homePage.hero.tagline)).toBeVisible();

    await expect(main.getByRole("link", { name: homePage.hero.schedule }).first()).toHaveAttribute(
      "href",
      paths.schedule,
    );
    await main.getByRole("link", { name: homePage.hero.process }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.process}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(processPage.heading);
  });

  test("shows both services, the four steps, the fee model and the call to action", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    const main = page.getByRole("main");

    const servicesSection = main.getByRole("region", { name: homePage.services.heading });
    for (const service of services) {
      await expect(
        servicesSection.getByRole("heading", { level: 3, name: service.title }),
      ).toBeVisible();
      for (const feature of service.features)
        await expect(servicesSection.getByText(feature)).toBeVisible();
      await expectOpensInNewTab(
        servicesSection.getByRole("link", {
          name: `${homePage.services.learnMore} about ${service.title}`,
        }),
        paths.schedule,
      );
    }
    await expect(
      servicesSection.getByRole("link", { name: homePage.services.schedule }),
    ).toHaveAttribute("href", paths.schedule);

    const processSection = main.getByRole("region", { name: homePage.process.heading });
    const steps = processSection
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(steps).toHaveCount(4);
    for (const [index, step] of processSteps.entries()) {
      const item = steps.nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(step.title);
      await expect(item.getByText(step.description)).toBeVisible();
      await expect(item.getByRole("list").getByRole("listitem")).toHaveText([...step.details]);
    }

    const feeSection = main.getByRole("region", { name: homePage.fees.heading });
    await expect(feeSection.getByText("0.21%", { exact: true })).toBeVisible();
    await expectOpensInNewTab(feeSection.getByRole("link", { name: homePage.fees.adv }), paths.adv);

    const cta = main.getByRole("region", { name: homePage.cta.heading });
    await expect(cta.getByRole("heading", { level: 2 })).toHaveText(
      `Get your free portfolio review in ${freeReviewMinutes} minutes.`,
    );
    await expect(cta.getByText(homePage.cta.text)).toBeVisible();
    await expectOpensInNewTab(cta.getByRole("link", { name: homePage.cta.action }), paths.schedule);
  });

  test("'Learn More' opens scheduling in a new tab without a handle back to the site", async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    const learnMore = page.getByRole("link", {
      name: `${homePage.services.learnMore} about ${services[0]!.title}`,
    });
    const [tab] = await Promise.all([context.waitForEvent("page"), learnMore.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(paths.schedule);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });

  test("each section reveals itself once, when scrolled into view", async ({ page }) => {
    await page.goto(paths.home);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    const viewportHeight = page.viewportSize()!.height;
    const sectionHeadings = [
      homePage.services.heading,
      homePage.process.heading,
      homePage.fees.heading,
      homePage.cta.heading,
    ];

    for (const name of sectionHeadings) {
      const heading = main.getByRole("heading", { level: 2, name });
      const top = (await heading.boundingBox())!.y;
      // Below the fold, a section waits, hidden, for the person to reach it.
      if (top > viewportHeight)
        expect(await effectiveOpacity(heading), `${name} before scrolling`).toBe(0);
    }
    const lastHeading = main.getByRole("heading", { level: 2, name: homePage.cta.heading });
    expect(await effectiveOpacity(lastHeading)).toBe(0);

    for (const name of sectionHeadings) {
      const heading = main.getByRole("heading", { level: 2, name });
      await heading.scrollIntoViewIfNeeded();
      await expect
        .poll(() => effectiveOpacity(heading), { message: `${name} after scrolling` })
        .toBe(1);
    }

    // Once revealed, sections stay: scrolling away and back does not hide them again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(300);
    for (const name of sectionHeadings) {
      expect(await effectiveOpacity(main.getByRole("heading", { level: 2, name }))).toBe(1);
    }
  });

  test("with reduced motion every section is shown at once, without scrolling", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of [
      homePage.services.heading,
      homePage.process.heading,
      homePage.fees.heading,
      homePage.cta.heading,
    ]) {
      const heading = main.getByRole("heading", { level: 2, name });
      expect(await effectiveOpacity(heading), name).toBe(1);
      // Not moved either: no element around the heading is transformed (also before hydration).
      expect(
        await heading.evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).transform !== "none") return node.tagName;
          }
          return null;
        }),
      ).toBeNull();
    }
    for (const step of processSteps) {
      expect(
        await effectiveOpacity(main.getByRole("heading", { level: 3, name: step.title })),
      ).toBe(1);
    }
  });
});

test("about: the founder, credentials and three principles", async ({ page }) => {
  await page.goto(paths.about);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: `Meet ${founder.name}` })).toBeVisible();
  await expect(main.getByText(/degree in finance and entrepreneurship/)).toBeVisible();
  await expect(main.getByText(/Series 65 licence/)).toBeVisible();

  const credentials = main.getByRole("region", { name: aboutPage.credentialsHeading });
  for (const credential of aboutPage.credentials) {
    await expect(
      credentials.getByRole("heading", { level: 3, name: credential.title }),
    ).toBeVisible();
  }
  const principles = main.getByRole("region", { name: aboutPage.principlesHeading });
  await expect(principles.getByRole("heading", { level: 3 })).toHaveText([
    "Fiduciary First",
    "Performance Aligned",
    "Radical Transparency",
  ]);
});

test("services: both services with features, an inert 'Learn More', links to scheduling and fees", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(paths.services);
  const main = page.getByRole("main");

  for (const service of services) {
    const card = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: service.title }) });
    await expect(card.getByRole("listitem")).toHaveText([...service.features]);
    const learnMore = card.getByRole("button", {
      name: `${servicesPage.learnMore} about ${service.title}`,
    });
    await expect(learnMore).toHaveAttribute("type", "button");
    await learnMore.click();
  }
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(`${paths.services}$`));
  expect(page.context().pages()).toHaveLength(1);
  expect(errors).toEqual([]);

  await expect(main.getByRole("link", { name: servicesPage.cta.schedule })).toHaveAttribute(
    "href",
    paths.schedule,
  );
  await main.getByRole("link", { name: servicesPage.cta.fees }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.fees}$`));
});

test("process: four steps, and why it works with links to scheduling and fees", async ({
  page,
}) => {
  await page.goto(paths.process);
  const main = page.getByRole("main");
  const steps = main.getByRole("region", { name: processPage.stepsHeading });
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
    processSteps.map((step) => step.title),
  );
  for (const step of processSteps) {
    for (const detail of step.details)
      await expect(steps.getByText(detail, { exact: true })).toBeVisible();
  }

  const why = main.getByRole("region", { name: processPage.whyHeading });
  await expect(why.getByRole("heading", { level: 3 })).toHaveCount(processPage.reasons.length);
  await expect(why.getByRole("link", { name: processPage.scheduleLink })).toHaveAttribute(
    "href",
    paths.schedule,
  );
  await why.getByRole("link", { name: processPage.feesLink }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.fees}$`));
});

test("free review: what is included, 15 minutes, and the way to book it", async ({ page }) => {
  await page.goto(paths.freeReview);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toContainText(
    `${freeReviewMinutes} minutes`,
  );
  const included = main.getByRole("region", { name: freeReviewPage.includedHeading });
  await expect(included.getByRole("heading", { level: 3 })).toHaveText([
    "Portfolio Analysis",
    "Tax Efficiency Review",
    "Fee Analysis",
  ]);
  await expect(main.getByText(freeReviewPage.promise)).toBeVisible();
  await main.getByRole("link", { name: freeReviewPage.cta }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.schedule}$`));
});
