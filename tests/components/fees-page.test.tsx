import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/content/routes";
import FeesPage from "@/pages/fees";

function renderFeesPageAt(instant: string) {
  // Only Date is faked: React and Testing Library keep their real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  return render(<FeesPage />);
}

afterEach(() => vi.useRealTimers());

describe("/fees", () => {
  it("shows the 2021 qualified-client thresholds on 28 June 2026 (Grand Forks time)", () => {
    renderFeesPageAt("2026-06-28T23:30:00-05:00");
    expect(
      screen.getByText(/At least \$1\.1 million of assets under our management/),
    ).toBeInTheDocument();
    expect(screen.getByText(/net worth of more than \$2\.2 million/)).toBeInTheDocument();
    // The citation names the order and the day the thresholds were last reviewed, not today's date.
    expect(
      screen.getByText(
        /Thresholds under Rule 205-3 .*SEC order of June 17, 2021.*; last reviewed November 25, 2026\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/June 28, 2026/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$1\.4 million/)).not.toBeInTheDocument();
  });

  it("shows the raised thresholds from 29 June 2026 (Grand Forks time)", () => {
    renderFeesPageAt("2026-06-29T00:00:00-05:00");
    expect(
      screen.getByText(/At least \$1\.4 million of assets under our management/),
    ).toBeInTheDocument();
    expect(screen.getByText(/net worth of more than \$2\.7 million/)).toBeInTheDocument();
    expect(
      screen.getByText(/SEC order of April 28, 2026.*; last reviewed November 25, 2026\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\$2\.2 million/)).not.toBeInTheDocument();
  });

  it("has one h1, sets the title, states both fees and opens the ADV disclosure in a new tab", () => {
    renderFeesPageAt("2026-11-22T12:00:00Z");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^Fee Structure \|/);
    expect(screen.getByText("0.21%")).toBeInTheDocument();
    expect(screen.getByText("21%")).toBeInTheDocument();
    expect(screen.getByText("Non-qualified clients never pay it")).toBeInTheDocument();
    expect(screen.getByText(/A high watermark means/)).toBeInTheDocument();
    expect(
      screen.getByText(/charged by third parties, such as your custodian, at institutional rates/),
    ).toBeInTheDocument();
    const advLinks = screen.getAllByRole("link", { name: /View ADV Disclosure/ });
    expect(advLinks.length).toBeGreaterThan(0);
    for (const link of advLinks) {
      expect(link).toHaveAttribute("href", paths.adv);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("prices the example accounts at 0.21% against a typical 1% and 2%", () => {
    renderFeesPageAt("2026-11-22T12:00:00Z");
    const row = screen.getByRole("rowheader", { name: "$500K" }).closest("tr");
    expect(row).toHaveTextContent("$1,050");
    expect(row).toHaveTextContent("$5,000");
    expect(row).toHaveTextContent("$10,000");
  });
});
