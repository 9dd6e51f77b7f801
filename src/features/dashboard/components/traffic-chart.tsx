import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import type { DashboardCopy } from "@/content/admin/dashboard";
import type { TrafficDay } from "../api/get-traffic";

type Copy = DashboardCopy["traffic"]["chart"];

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
/** A day of the counts ("2026-11-25") as it reads, e.g. "Nov 25". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const CHART_HEIGHT = 240;
// Tailwind's navy-700 and brass-500 (tailwind.config.ts): the line and the bars.
const VISITORS_COLOR = "#2b3e64";
const CONSULTATIONS_COLOR = "#b07f2f";

/** uPlot draws on a canvas and reads matchMedia; without them (jsdom) the table stands alone. */
const canDraw = () => typeof window.matchMedia === "function";

function chartOptions(copy: Copy, width: number, bars: uPlot.Series.PathBuilder): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    tzDate: (seconds) => new Date(seconds * 1000),
    scales: {
      x: { time: true },
      consultations: { range: (_u, _min, max) => [0, Math.max(max, 4)] },
    },
    axes: [
      { stroke: "#4b5563", grid: { show: false } },
      { stroke: "#4b5563", label: copy.visitors, grid: { stroke: "#e5e7eb" } },
      {
        stroke: "#4b5563",
        label: copy.consultations,
        scale: "consultations",
        side: 1,
        grid: { show: false },
      },
    ],
    series: [
      {
        value: (_u, seconds) => (seconds == null ? "" : dayFormat.format(new Date(seconds * 1000))),
      },
      { label: copy.visitors, stroke: VISITORS_COLOR, width: 2, points: { show: false } },
      {
        label: copy.consultations,
        scale: "consultations",
        stroke: CONSULTATIONS_COLOR,
        fill: CONSULTATIONS_COLOR,
        paths: bars,
        points: { show: false },
      },
    ],
  };
}

/** The chart itself (uPlot, loaded with the dashboard's figures only): hidden from screen readers. */
function DayChart({ days, copy }: { days: TrafficDay[]; copy: Copy }) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || !canDraw()) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let active = true;
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
      days.map((day) => day.visitors),
      days.map((day) => day.consultations),
    ];
    void import("uplot").then(({ default: UPlot }) => {
      if (!active) return;
      const bars = UPlot.paths.bars!({ size: [0.6, 24] });
      chart = new UPlot(chartOptions(copy, box.clientWidth, bars), data, box);
      resize = new ResizeObserver(() =>
        chart?.setSize({ width: box.clientWidth, height: CHART_HEIGHT }),
      );
      resize.observe(box);
    });
    return () => {
      active = false;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days, copy]);
  return (
    <div
      ref={boxRef}
      aria-hidden="true"
      data-chart="traffic"
      className="min-h-[240px] w-full text-xs text-navy-800 [&_.u-legend]:mt-2 [&_.u-legend]:text-sm [&_.u-marker]:mr-1 [&_.u-marker]:inline-block [&_.u-marker]:size-3 [&_.u-over]:absolute [&_.u-series>*]:px-1 [&_.u-under]:absolute [&_.u-wrap]:relative"
    />
  );
}

/** Visitors and consultations per day: a chart, its summary in words, and the figures as a table. */
export function TrafficChart({ days, copy }: { days: TrafficDay[]; copy: Copy }) {
  const visitors = days.reduce((total, day) => total + day.visitors, 0);
  const consultations = days.reduce((total, day) => total + day.consultations, 0);
  const busiest = days.reduce<TrafficDay | undefined>(
    (top, day) => (day.visitors > (top?.visitors ?? 0) ? day : top),
    undefined,
  );
  return (
    <figure>
      <DayChart days={days} copy={copy} />
      <figcaption className="mt-3 text-sm text-muted-foreground">
        {copy.summary(days.length, visitors, consultations, busiest && formatDay(busiest.day))}
      </figcaption>
      <table className="sr-only">
        <caption>{copy.tableCaption(days.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.day}</th>
            <th scope="col">{copy.visitors}</th>
            <th scope="col">{copy.consultations}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} data-day={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{day.visitors}</td>
              <td>{day.consultations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
