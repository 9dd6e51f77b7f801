import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA (target size included) and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Every axe violation, of any impact, as readable lines (an empty list passes); in `include` only, if
 * given, and outside `exclude` (a frame axe cannot run in, such as a sandboxed one without scripts).
 */
export async function axeViolations(
  page: Page,
  include?: string,
  exclude?: string,
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(tags);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
