import { describe, expect, it } from "vitest";
import {
  annualFee,
  feesPage,
  formatCompactDollars,
  formatDollars,
  savingsVersusPercent,
} from "@/content/fees";

describe("fee schedule", () => {
  it("is about 90% cheaper than a typical 2% adviser and 79% cheaper than 1%", () => {
    expect(savingsVersusPercent(2)).toBe(90);
    expect(savingsVersusPercent(1)).toBe(79);
    expect(feesPage.assetFee.points).toContain("About 90% cheaper than a typical adviser");
    expect(feesPage.assetFee.footnote).toBe(
      "A typical adviser charges 1% to 2% of assets a year; 0.21% is 79% to 90% less.",
    );
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
