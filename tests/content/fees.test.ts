import { describe, expect, it } from "vitest";
import { homePage } from "@/content/home";
import {
  annualFee,
  feeComparison,
  feesPage,
  formatCompactDollars,
  formatDollars,
  savingsVersusPercent,
} from "@/content/fees";

describe("fee schedule", () => {
  it("is 79% to 90% cheaper than a typical 1% to 2% adviser, in the same words on home and /fees", () => {
    expect(savingsVersusPercent(2)).toBe(90);
    expect(savingsVersusPercent(1)).toBe(79);
    expect(feeComparison.claim).toBe("79% to 90% less than a typical adviser's 1% to 2% a year");
    expect(feesPage.assetFee.points).toContain(feeComparison.claim);
    const feeHighlight = homePage.hero.highlights.find((highlight) => highlight.id === "fee");
    expect(feeHighlight?.text).toBe(`${feeComparison.claim}.`);
    expect(homePage.fees.figures).toContainEqual({
      value: "79% to 90%",
      label: "less than a typical adviser's 1% to 2% a year",
    });
  });

  it("states the basis of the comparison wherever it is claimed", () => {
    expect(feeComparison.basis).toBe(
      "Compared: our 0.21% asset-based fee a year with the 1% to 2% of assets a year a typical adviser charges. Before any performance fee and third-party custody and trading costs.",
    );
    expect(feesPage.assetFee.footnote).toBe(feeComparison.basis);
    expect(homePage.fees.basis).toBe(feeComparison.basis);
  });

  it("computes annual fees in dollars", () => {
    expect(formatDollars(annualFee(500_000, 0.21))).toBe("$1,050");
    expect(formatDollars(annualFee(1_000_000, 2))).toBe("$20,000");
    expect(formatCompactDollars(250_000)).toBe("$250K");
    expect(formatCompactDollars(1_000_000)).toBe("$1M");
  });

  it("states the rates the spec sets", () => {
    expect(feesPage.assetFee.figure).toBe("0.21%");
    expect(feesPage.performanceFee.figure).toBe("21%");
    expect(feesPage.assetFee.points).toContain("No account minimum");
    expect(feesPage.performanceFee.points).toContain("Non-qualified clients never pay it");
  });
});
