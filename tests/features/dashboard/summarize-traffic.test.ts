// The dashboard's period figures from the daily rows analytics_daily_series returns: totals of the
// period, their change against the period before, the conversion rate, the demo and empty flags, and
// the period's capped days.
import { describe, expect, it } from "vitest";
import { summarizeTraffic, type TrafficDay } from "@/features/dashboard/traffic-figures";

const day = (date: string, figures: Partial<TrafficDay> = {}): TrafficDay => ({
  day: date,
  visitors: 0,
  page_views: 0,
  consultations: 0,
  contact_clicks: 0,
  newsletter_signups: 0,
  is_demo: false,
  capped: false,
  ...figures,
});

describe("summarizeTraffic", () => {
  const rows = [
    day("2026-11-20", { visitors: 10, page_views: 20, consultations: 1, is_demo: true }),
    day("2026-11-21", { visitors: 10, page_views: 30 }),
    day("2026-11-22", { visitors: 20, page_views: 40, consultations: 1, newsletter_signups: 2 }),
    day("2026-11-23", { visitors: 5, page_views: 10, consultations: 0, contact_clicks: 3 }),
  ];

  it("sums the last `days` rows and compares them with the rows before", () => {
    const traffic = summarizeTraffic(rows, 2);
    expect(traffic.days.map((row) => row.day)).toEqual(["2026-11-22", "2026-11-23"]);
    expect(traffic.figures.visitors).toEqual({ value: 25, previous: 20, change: 25 });
    expect(traffic.figures.page_views).toEqual({ value: 50, previous: 50, change: 0 });
    expect(traffic.figures.consultations).toEqual({ value: 1, previous: 1, change: 0 });
    expect(traffic.figures.newsletter_signups).toEqual({ value: 2, previous: 0, change: null });
    expect(traffic.figures.contact_clicks).toEqual({ value: 3, previous: 0, change: null });
  });

  it("gives the conversion rate as consultations per visitor, in percent", () => {
    const traffic = summarizeTraffic(rows, 2);
    expect(traffic.figures.conversion_rate).toEqual({ value: 4, previous: 5, change: null });
  });

  it("knows when demo days are in view and when nothing was counted", () => {
    expect(summarizeTraffic(rows, 2).hasDemoDays).toBe(true);
    expect(summarizeTraffic(rows.slice(1), 1).hasDemoDays).toBe(false);
    const quiet = summarizeTraffic([day("2026-11-22"), day("2026-11-23")], 1);
    expect(quiet.isEmpty).toBe(true);
    expect(quiet.figures.conversion_rate.value).toBe(0);
    expect(summarizeTraffic([], 7).isEmpty).toBe(true);
  });

  it("lists the period's days that reached the daily cap, not those of the period before", () => {
    const capped = [
      day("2026-11-20", { capped: true }),
      day("2026-11-21"),
      day("2026-11-22", { capped: true }),
      day("2026-11-23"),
    ];
    expect(summarizeTraffic(capped, 2).cappedDays).toEqual(["2026-11-22"]);
    expect(summarizeTraffic(rows, 2).cappedDays).toEqual([]);
  });
});
