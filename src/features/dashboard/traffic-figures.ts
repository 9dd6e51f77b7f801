import type { TrafficFigure } from "@/content/admin/dashboard";

// The dashboard's period figures from the daily rows of public.analytics_daily_series.

/** One day of the daily visit counts, in the firm's time zone (public.analytics_daily_series). */
export interface TrafficDay {
  day: string;
  visitors: number;
  page_views: number;
  consultations: number;
  contact_clicks: number;
  newsletter_signups: number;
  is_demo: boolean;
  /** The day reached the cap of recorded events: later events were not counted. */
  capped: boolean;
}

type CountedFigure = Exclude<TrafficFigure, "conversion_rate">;

export interface PeriodFigure {
  value: number;
  previous: number;
  /** Percent against the period before; null when that period had none. */
  change: number | null;
}

export interface Traffic {
  /** The period's days, oldest first (today last). */
  days: TrafficDay[];
  figures: Record<TrafficFigure, PeriodFigure>;
  /** Whether the period or the one before holds the local seed's invented demo days. */
  hasDemoDays: boolean;
  /** The period's days that reached the cap of recorded events, oldest first. */
  cappedDays: string[];
  /** Nothing was counted in either period. */
  isEmpty: boolean;
}

const counted: CountedFigure[] = [
  "visitors",
  "page_views",
  "consultations",
  "newsletter_signups",
  "contact_clicks",
];

const percentChange = (value: number, previous: number) =>
  previous > 0 ? Math.round(((value - previous) / previous) * 1000) / 10 : null;

const sum = (days: TrafficDay[], figure: CountedFigure) =>
  days.reduce((total, day) => total + day[figure], 0);

/** Consultations per visitor, in percent with one decimal. */
const conversion = (consultations: number, visitors: number) =>
  visitors > 0 ? Math.round((consultations / visitors) * 1000) / 10 : 0;

/**
 * The period's figures from 2 x `days` daily rows (the period before, then the period): totals,
 * their change, and the conversion rate (consultations per unique visitor).
 */
export function summarizeTraffic(rows: TrafficDay[], days: number): Traffic {
  const before = rows.slice(0, rows.length - days);
  const period = rows.slice(-days);
  const figures = {} as Record<TrafficFigure, PeriodFigure>;
  for (const figure of counted) {
    const value = sum(period, figure);
    const previous = sum(before, figure);
    figures[figure] = { value, previous, change: percentChange(value, previous) };
  }
  figures.conversion_rate = {
    value: conversion(figures.consultations.value, figures.visitors.value),
    previous: conversion(figures.consultations.previous, figures.visitors.previous),
    change: null,
  };
  return {
    days: period,
    figures,
    hasDemoDays: rows.some((row) => row.is_demo),
    cappedDays: period.filter((row) => row.capped).map((row) => row.day),
    isEmpty: counted.every((figure) => figures[figure].value + figures[figure].previous === 0),
  };
}
