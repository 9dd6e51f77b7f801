// The marketing pages (/, /about, /services, /process, /free-review) at desktop and phone width, as
// published: each shows its published words (support/published.ts), no spec repeats them.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { paths, type PublicPath } from "../src/content/routes";
import type { PublishedSite } from "../src/features/site-content/published-site";
import { escapeRegExp } from "./support/escape-regexp";
import { documentTitleOf, plain, published, publishedPage } from "./support/published";

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

type Pages = PublishedSite["pages"];

/**
 * A service's "Learn More" as screen readers name it: the words, then ": <the service>" (a
 * screen-reader-only span, which the name computation may set off with a space).
 */
const learnMoreName = (label: string, service: string) =>
  new RegExp(`^${escapeRegExp(label)} ?: ${escapeRegExp(service)}\\b`);

const pages: { path: PublicPath; read: (pages: Pages) => { title: string; heading: string } }[] = [
  {
    path: paths.home,
    read: ({ home: { content } }) => ({ title: content.title, heading: content.hero.heading }),
  },
  { path: paths.about, read: ({ about: { content } }) => content },
  { path: paths.services, read: ({ services: { content } }) => content },
  { path: paths.process, read: ({ process: { content } }) => content },
  { path: paths.freeReview, read: ({ "free-review": { content } }) => content },
];

for (const { path, read } of pages) {
  test(`${path} shows its one main heading, its title and headings in order`, async ({ page }) => {
    const { title, heading } = read((await published()).pages);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(await documentTitleOf(title));
    await expectLogicalHeadingOrder(page);
  });
}

test.describe("home", () => {
  test("the hero is readable at once and leads to scheduling and the process", async ({ page }) => {
    const [{ hero }, process] = await Promise.all([
      publishedPage("home"),
      publishedPage("process"),
    ]);
    await page.goto(paths.home);
    const main = page.getByRole("main");
    const h1 = main.getByRole("heading", { level: 1, name: hero.heading });
    await expect(h1).toBeVisible();
    // The hero never fades in: its text is fully opaque from the first paint.
    expect(await effectiveOpacity(h1)).toBe(1);
    expect(await effectiveOpacity(main.getByText(plain(hero.text)))).toBe(1);
    await expect(main.getByText(hero.tagline)).toBeVisible();

    expect(hero.primaryAction.href).toBe(paths.schedule);
    expect(hero.secondaryAction.href).toBe(paths.process);
    await expect(
      main.getByRole("link", { name: hero.primaryAction.label }).first(),
    ).toHaveAttribute("href", hero.primaryAction.href);
    await main.getByRole("link", { name: hero.secondaryAction.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.process}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(process.heading);
  });

  test("shows both services, the four steps, the fee model and the call to action", async ({
    page,
  }) => {
    const [home, { services }, { steps: processSteps }] = await Promise.all([
      publishedPage("home"),
      publishedPage("services"),
      publishedPage("process"),
    ]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    const main = page.getByRole("main");

    const servicesSection = main.getByRole("region", { name: home.services.heading });
    for (const service of services) {
      await expect(
        servicesSection.getByRole("heading", { level: 3, name: service.title }),
      ).toBeVisible();
      for (const feature of service.features)
        await expect(servicesSection.getByText(feature)).toBeVisible();
      await expectOpensInNewTab(
        servicesSection.getByRole("link", {
          name: learnMoreName(home.services.learnMore.label, service.title),
        }),
        home.services.learnMore.href,
      );
    }
    await expect(
      servicesSection.getByRole("link", { name: home.services.action.label }),
    ).toHaveAttribute("href", home.services.action.href);

    const processSection = main.getByRole("region", { name: home.process.heading });
    const steps = processSection
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(steps).toHaveCount(processSteps.length);
    for (const [index, step] of processSteps.entries()) {
      const item = steps.nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(step.title);
      await expect(item.getByText(plain(step.description))).toBeVisible();
      await expect(item.getByRole("list").getByRole("listitem")).toHaveText([...step.details]);
    }

    const feeSection = main.getByRole("region", { name: home.fees.heading });
    for (const figure of home.fees.figures)
      await expect(feeSection.getByText(figure.value, { exact: true })).toBeVisible();
    await expectOpensInNewTab(
      feeSection.getByRole("link", { name: home.fees.disclosureAction.label }),
      home.fees.disclosureAction.href,
    );

    const cta = main.getByRole("region", { name: home.cta.heading });
    await expect(cta.getByRole("heading", { level: 2 })).toHaveText(home.cta.heading);
    await expect(cta.getByText(plain(home.cta.text))).toBeVisible();
    await expectOpensInNewTab(
      cta.getByRole("link", { name: home.cta.action.label }),
      home.cta.action.href,
    );
  });

  test("'Learn More' opens scheduling in a new tab without a handle back to the site", async ({
    page,
    context,
  }) => {
    const [home, { services }] = await Promise.all([
      publishedPage("home"),
      publishedPage("services"),
    ]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    const learnMore = page.getByRole("link", {
      name: learnMoreName(home.services.learnMore.label, services[0]!.title),
    });
    await learnMore.click();
    // The tab it opened, once at the link's page: Chromium's headless shell first reports a blank
    // tab for a link opened without an opener, and closes it as the page's own tab opens.
    const newTabs = () => context.pages().filter((tab) => tab !== page);
    const pathOf = (url: string) => (url ? new URL(url).pathname : url);
    await expect
      .poll(() => newTabs().map((tab) => pathOf(tab.url())))
      .toEqual([home.services.learnMore.href]);
    const [tab] = newTabs();
    await tab!.waitForLoadState();
    expect(await tab!.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });

  test("each section reveals itself once, when scrolled into view", async ({ page }) => {
    const home = await publishedPage("home");
    await page.goto(paths.home);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    const viewportHeight = page.viewportSize()!.height;
    const sectionHeadings = [
      home.services.heading,
      home.process.heading,
      home.fees.heading,
      home.cta.heading,
    ];

    for (const name of sectionHeadings) {
      const heading = main.getByRole("heading", { level: 2, name });
      const top = (await heading.boundingBox())!.y;
      // Below the fold, a section waits, hidden, for the person to reach it.
      if (top > viewportHeight)
        expect(await effectiveOpacity(heading), `${name} before scrolling`).toBe(0);
    }
    const lastHeading = main.getByRole("heading", { level: 2, name: home.cta.heading });
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
    const [home, { steps: processSteps }] = await Promise.all([
      publishedPage("home"),
      publishedPage("process"),
    ]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of [
      home.services.heading,
      home.process.heading,
      home.fees.heading,
      home.cta.heading,
    ]) {
      const heading = main.getByRole("heading", { level: 2, name });
      // Polled, not read once: when the section hydrates, React swaps each reveal's element for a
      // plain one, and a node read just as it leaves the page has no computed style (opacity "").
      await expect.poll(() => effectiveOpacity(heading), { message: name }).toBe(1);
      // Not moved either: no element around the heading is transformed (also before hydration).
      await expect
        .poll(() =>
          heading.evaluate((element) => {
            for (let node: Element | null = element; node; node = node.parentElement) {
              if (getComputedStyle(node).transform !== "none") return node.tagName;
            }
            return null;
          }),
        )
        .toBeNull();
    }
    for (const step of processSteps) {
      const heading = main.getByRole("heading", { level: 3, name: step.title });
      await expect.poll(() => effectiveOpacity(heading)).toBe(1);
    }
  });
});

test("about: the founder, credentials and three principles", async ({ page }) => {
  const [about, { adviser }] = await Promise.all([publishedPage("about"), publishedPage("layout")]);
  await page.goto(paths.about);
  const main = page.getByRole("main");
  const founder = main.getByRole("region", { name: about.founderHeading });
  await expect(founder.getByRole("heading", { level: 2 })).toHaveText(about.founderHeading);
  await expect(founder.getByText(adviser.name, { exact: true })).toBeVisible();
  await expect(founder.getByText(adviser.role, { exact: true })).toBeVisible();
  for (const paragraph of about.bio)
    await expect(main.getByText(plain(paragraph), { exact: true })).toBeVisible();

  const credentials = main.getByRole("region", { name: about.credentialsHeading });
  for (const credential of about.credentials) {
    await expect(
      credentials.getByRole("heading", { level: 3, name: credential.title }),
    ).toBeVisible();
  }
  const principles = main.getByRole("region", { name: about.principlesHeading });
  await expect(principles.getByRole("heading", { level: 3 })).toHaveText(
    about.principles.map((principle) => principle.title),
  );
});

test("services: both services with features, an inert 'Learn More', links to scheduling and fees", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const servicesPage = await publishedPage("services");
  await page.goto(paths.services);
  const main = page.getByRole("main");

  for (const service of servicesPage.services) {
    const card = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: service.title }) });
    await expect(card.getByRole("listitem")).toHaveText([...service.features]);
    const learnMore = card.getByRole("button", {
      name: learnMoreName(servicesPage.learnMore, service.title),
    });
    await expect(learnMore).toHaveAttribute("type", "button");
    await learnMore.click();
  }
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(`${paths.services}$`));
  expect(page.context().pages()).toHaveLength(1);
  expect(errors).toEqual([]);

  const { primaryAction, secondaryAction } = servicesPage.cta;
  await expect(main.getByRole("link", { name: primaryAction.label })).toHaveAttribute(
    "href",
    primaryAction.href,
  );
  expect(secondaryAction.href).toBe(paths.fees);
  await main.getByRole("link", { name: secondaryAction.label }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.fees}$`));
});

test("process: four steps, and why it works with links to scheduling and fees", async ({
  page,
}) => {
  const processPage = await publishedPage("process");
  await page.goto(paths.process);
  const main = page.getByRole("main");
  const steps = main.getByRole("region", { name: processPage.stepsHeading });
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
    processPage.steps.map((step) => step.title),
  );
  for (const step of processPage.steps) {
    for (const detail of step.details)
      await expect(steps.getByText(detail, { exact: true })).toBeVisible();
  }

  const why = main.getByRole("region", { name: processPage.whyHeading });
  await expect(why.getByRole("heading", { level: 3 })).toHaveText(
    processPage.reasons.map((reason) => reason.title),
  );
  await expect(why.getByRole("link", { name: processPage.scheduleLink.label })).toHaveAttribute(
    "href",
    processPage.scheduleLink.href,
  );
  expect(processPage.feesLink.href).toBe(paths.fees);
  await why.getByRole("link", { name: processPage.feesLink.label }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.fees}$`));
});

test("free review: what is included, how long it takes, and the way to book it", async ({
  page,
}) => {
  const freeReview = await publishedPage("free-review");
  await page.goto(paths.freeReview);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(freeReview.heading);
  await expect(main.getByText(freeReview.duration, { exact: true })).toBeVisible();
  const included = main.getByRole("region", { name: freeReview.includedHeading });
  await expect(included.getByRole("heading", { level: 3 })).toHaveText(
    freeReview.included.map((item) => item.title),
  );
  await expect(main.getByText(plain(freeReview.promise))).toBeVisible();
  expect(freeReview.action.href).toBe(paths.schedule);
  await main.getByRole("link", { name: freeReview.action.label }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.schedule}$`));
});
