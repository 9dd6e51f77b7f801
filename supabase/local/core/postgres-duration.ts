// Postgres's time settings as ALTER ROLE ... SET statement_timeout = '3s' stores them: a number and
// an optional unit (us, ms, s, min, h, d; none means milliseconds). 0 turns the limit off.
const MILLISECONDS_PER_UNIT: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** The setting in milliseconds; 0 (no limit) when it is absent or not a duration. */
export function durationMs(setting: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(setting ?? "");
  if (!match) return 0;
  return Number(match[1]) * (MILLISECONDS_PER_UNIT[match[2] ?? "ms"] ?? 1);
}
