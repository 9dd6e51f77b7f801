import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA (target size included) and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs `read` on the page as it rests: once every animation and transition that ends has ended (a
 * toast sliding in, a dialog fading), with the page's animation clock stopped until `read` is
 * done, so that nothing starts to fade while it reads. A toast that times out in the middle of
 * axe's run (a loaded machine made that run last seconds) stays as it was drawn until it leaves
 * the page, where axe would otherwise read its colours half faded.
 */
async function atRest<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
  try {
    return await read();
  } finally {
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await devtools.detach();
  }
}

/**
 * Every axe violation, of any impact, as readable lines (an empty list passes); in `include` only, if
 * given, and outside `exclude` (a frame axe cannot run in, such as a sandboxed one without scripts).
 * Read with the page at rest.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  exclude?: string,
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(tags);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await atRest(page, () => builder.analyze());
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
