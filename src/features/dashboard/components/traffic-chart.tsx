import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { formatDay } from "@/lib/instants";
import type { TrafficDay } from "../api/get-traffic";

type Copy = DashboardCopy["traffic"]["chart"];

// The axis is short of room: its ticks name the month and day ("Nov 25") of the counts' days (days in
// the firm's zone, drawn at UTC midnight); the table and the summary write them in full (formatDay).
const tickFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

const CHART_HEIGHT = 240;
// Tailwind's navy-700 and brass-500 (tailwind.config.ts): the line and the bars.
const VISITORS_COLOR = "#2b3e64";
const CONSULTATIONS_COLOR = "#b07f2f";
// brass-700: the bars' hue, dark enough for the axis's figures to read as text (brass-500 is not).
const CONSULTATIONS_TEXT_COLOR = "#6e4c1f";

/** uPlot draws on a canvas and reads matchMedia; without them (jsdom) the table stands alone. */
const canDraw = () => typeof window.matchMedia === "function";

const DAY_SECONDS = 86_400;
const TITLED_AXES_WIDTH = 480;
const tickLabel = (seconds: number) => tickFormat.format(new Date(seconds * 1000));

/**
 * uPlot and its stylesheet, once, when a chart is first drawn. The stylesheet goes into a style
 * element of its own: the site's one stylesheet is inlined into every public page, and this is
 * admin-only.
 */
async function loadUplot() {
  const [{ default: UPlot }, { default: css }] = await Promise.all([
    import("uplot"),
    import("uplot/dist/uPlot.min.css?inline"),
  ]);
  if (!document.getElementById("uplot-styles")) {
    const style = document.createElement("style");
    style.id = "uplot-styles";
    style.textContent = css;
    document.head.append(style);
  }
  return UPlot;
}

function chartOptions(
  copy: Copy,
  width: number,
  bars: uPlot.Series.PathBuilder,
  days: number,
): uPlot.Options {
  const axis = { stroke: "#4b5563", font: "12px system-ui, sans-serif" };
  // On a phone the two side axes' titles left the days too little room for more than one date: the
  // side axes then drop their titles and take their series' colour, which the key below names.
  const titled = width >= TITLED_AXES_WIDTH;
  return {
    width,
    height: CHART_HEIGHT,
    // The figures' own legend, tooltip and table are the page's (below the chart).
    legend: { show: false },
    cursor: { show: false },
    tzDate: (seconds) => new Date(seconds * 1000),
    scales: {
      // Half a day on either side, so the first and last day's bars are whole.
      x: { time: true, range: (_u, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] },
      consultations: { range: (_u, _min, max) => [0, Math.max(max, 4)] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        space: 44,
        incrs: [1, 2, 3, 7, 14, 30].map((days) => days * DAY_SECONDS),
        values: (_u, splits) => splits.map(tickLabel),
      },
      {
        ...axis,
        ...(titled ? { label: copy.visitors } : { stroke: VISITORS_COLOR }),
        grid: { stroke: "#e5e7eb" },
      },
      {
        ...axis,
        ...(titled ? { label: copy.consultations } : { stroke: CONSULTATIONS_TEXT_COLOR }),
        scale: "consultations",
        side: 1,
        grid: { show: false },
      },
    ],
    series: [
      {},
      { label: copy.visitors, stroke: VISITORS_COLOR, width: 2, points: { show: days <= 31 } },
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
    void loadUplot().then((UPlot) => {
      if (!active) return;
      const bars = UPlot.paths.bars!({ size: [0.6, 24] });
      chart = new UPlot(chartOptions(copy, box.clientWidth, bars, days.length), data, box);
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
    <div ref={boxRef} aria-hidden="true" data-chart="traffic" className="min-h-[240px] w-full" />
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
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-navy-800">
        <li className="flex items-center gap-2">
          <span className="h-0.5 w-5" style={{ background: VISITORS_COLOR }} />
          {copy.visitors}
        </li>
        <li className="flex items-center gap-2">
          <span className="size-3" style={{ background: CONSULTATIONS_COLOR }} />
          {copy.consultations}
        </li>
      </ul>
      <figcaption className="mt-3 text-sm text-muted-foreground">
        {copy.summary(days.length, visitors, consultations, busiest && formatDay(busiest.day))}
      </figcaption>
      {/* The wrapper hides the table: a table grows to its content whatever its own width says, so
          sr-only on the table itself left it 369 px wide and the page wider than a phone. */}
      <div className="sr-only">
        <table>
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
                <th scope="row">
                  {day.capped ? copy.cappedDay(formatDay(day.day)) : formatDay(day.day)}
                </th>
                <td>{day.visitors}</td>
                <td>{day.consultations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
