// A day that reached the database's daily cap of recorded events: the dashboard says so above the
// figures and in that day's row of the figures' table; a period without one says nothing.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dashboardCopy } from "@/content/admin/dashboard";
import { CappedDaysNotice } from "@/features/dashboard/components/capped-days-notice";
import { TrafficChart } from "@/features/dashboard/components/traffic-chart";
import type { TrafficDay } from "@/features/dashboard/traffic-figures";

const { traffic } = dashboardCopy;

const day = (date: string, capped = false): TrafficDay => ({
  day: date,
  visitors: 3,
  page_views: 5,
  consultations: 0,
  contact_clicks: 0,
  newsletter_signups: 0,
  is_demo: false,
  capped,
});

describe("capped days on the dashboard", () => {
  it("names each capped day above the figures, with the cap", () => {
    render(<CappedDaysNotice days={["2026-11-24", "2026-11-26"]} copy={traffic} />);
    expect(
      screen.getByText(
        "The daily limit of 20,000 recorded events was reached on November 24, 2026 and November 26, 2026: events after it were not counted, so those days' figures are too low and most likely include a flood of automated visits.",
      ),
    ).toBeInTheDocument();
  });

  it("says nothing when no day of the period was capped", () => {
    const { container } = render(<CappedDaysNotice days={[]} copy={traffic} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks the capped day's row in the figures' table", () => {
    render(
      <TrafficChart days={[day("2026-11-25"), day("2026-11-26", true)]} copy={traffic.chart} />,
    );
    const table = screen.getByRole("table", { name: traffic.chart.tableCaption(2) });
    const headers = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["November 25, 2026", "November 26, 2026 (capped)"]);
  });
});
