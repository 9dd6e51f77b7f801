import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firmMidnight } from "@/content/firm-time-zone";
import FeesPage from "@/pages/fees";
import { startQualifiedClientTests } from "@/pages/fees/start-qualified-client-tests";
import { qualifiedClientThresholdsOn } from "@/pages/fees/qualified-client";
import { pageContent, renderInSiteFrame, siteData } from "../support/site-data";

// /fees from the published content (the seeded database's). The qualified-client tests are dated: the
// page shows those in force on the day it is read, in the firm's time zone (America/Chicago), once its
// island's DOM code has run on the build day's words.

const fees = pageContent("fees");
const copy = fees.qualifiedClient;

/** /fees as the build renders it, then as the browser shows it once idle on the day of `instant`. */
function renderFeesPageAt(instant: Date) {
  // Only Date is faked: React and Testing Library keep their real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(instant);
  const { container } = renderInSiteFrame(<FeesPage />, "/fees");
  startQualifiedClientTests(container);
  return within(screen.getByRole("main"));
}

afterEach(() => vi.useRealTimers());

const millions = (dollars: number) => `$${dollars / 1_000_000} million`;
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** What a visitor reads for the thresholds of one SEC order. */
function sentencesFor(entry: (typeof copy.thresholds)[number]) {
  return {
    assets: copy.assetsTest.replace("{amount}", millions(entry.assetsUnderManagement)),
    netWorth: copy.netWorthTest.replace("{amount}", millions(entry.netWorth)),
    citation: copy.citation
      .replace("{rule}", copy.rule)
      .replace("{source}", entry.source)
      .replace("{reviewed}", longDate(copy.reviewed)),
  };
}

const byDate = [...copy.thresholds].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
const newest = byDate.at(-1)!;
const previous = byDate.at(-2)!;

describe("/fees", () => {
  it("has at least two orders of thresholds to tell apart", () => {
    expect(byDate.length).toBeGreaterThanOrEqual(2);
    expect(newest.assetsUnderManagement).not.toBe(previous.assetsUnderManagement);
  });

  it("shows the older thresholds up to the last minute before the newest take effect (firm time)", () => {
    const main = renderFeesPageAt(new Date(firmMidnight(newest.effectiveFrom).getTime() - 60_000));
    const shown = sentencesFor(previous);
    expect(main.getByText(shown.assets)).toBeInTheDocument();
    expect(main.getByText(shown.netWorth)).toBeInTheDocument();
    // The citation names the order and the day the thresholds were last reviewed, not today's date.
    expect(main.getByText(shown.citation)).toBeInTheDocument();
    expect(main.queryByText(sentencesFor(newest).assets)).not.toBeInTheDocument();
  });

  it("shows the newest thresholds from the first minute of their day (firm time)", () => {
    const main = renderFeesPageAt(firmMidnight(newest.effectiveFrom));
    const shown = sentencesFor(newest);
    expect(main.getByText(shown.assets)).toBeInTheDocument();
    expect(main.getByText(shown.netWorth)).toBeInTheDocument();
    expect(main.getByText(shown.citation)).toBeInTheDocument();
    expect(main.queryByText(sentencesFor(previous).netWorth)).not.toBeInTheDocument();
  });

  it("keeps the build day's thresholds on a day before every recorded order (a clock far behind)", () => {
    const buildDay = qualifiedClientThresholdsOn(copy.thresholds, new Date(siteData().builtAt));
    const main = renderFeesPageAt(new Date("2001-01-01T12:00:00Z"));
    expect(main.getByText(sentencesFor(buildDay).assets)).toBeInTheDocument();
    expect(main.getByText(sentencesFor(buildDay).citation)).toBeInTheDocument();
  });

  it("has one h1, sets the title, states both fees and opens the ADV disclosure in a new tab", () => {
    const main = renderFeesPageAt(new Date("2026-11-22T12:00:00Z"));
    expect(main.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(main.getByRole("heading", { level: 1, name: fees.heading })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${fees.title} \\|`));
    for (const card of [fees.assetFee, fees.performanceFee]) {
      expect(main.getByRole("heading", { level: 3, name: card.name })).toBeInTheDocument();
      expect(main.getByText(card.figure)).toBeInTheDocument();
      for (const point of card.points) expect(main.getByText(point)).toBeInTheDocument();
    }
    expect(main.getByText(fees.performanceFee.highWatermark)).toBeInTheDocument();
    expect(main.getByText(fees.thirdPartyCosts.text)).toBeInTheDocument();
    const disclosure = fees.disclosureAction;
    const advLinks = main.getAllByRole("link", { name: new RegExp(disclosure.label) });
    expect(advLinks.length).toBeGreaterThan(0);
    for (const link of advLinks) {
      expect(link).toHaveAttribute("href", disclosure.href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("prices each example account at our rate and the two typical ones", () => {
    const main = renderFeesPageAt(new Date("2026-11-22T12:00:00Z"));
    const table = main.getByRole("table", { name: fees.comparison.caption });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(fees.comparison.columns);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(fees.comparison.balances.length);
    const dollars = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;
    fees.comparison.balances.forEach((balance, index) => {
      const cells = within(rows[index]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
      expect(cells).toEqual(fees.comparison.rates.map((rate) => dollars((balance * rate) / 100)));
    });
    // Account sizes short enough for a phone-wide table: $250K, $1M.
    const compact = (amount: number) =>
      amount >= 1_000_000 ? `$${amount / 1_000_000}M` : `$${amount / 1_000}K`;
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual(fees.comparison.balances.map(compact));
  });
});
