// What pg_cron runs on a hosted project, run by the local stack on a timer instead (PGlite and a
// plain PostgreSQL have no pg_cron): the visit counts' maintenance (supabase/migrations/
// 20261125120000_visit_counts.sql: raw events past their retention, old salts, website_analytics).
import type { Queryable } from "./database";

/** The hosted job's schedule: every ten minutes (private.schedule_analytics_maintenance()). */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

const runMaintenance = (db: Queryable) => db.query("select private.run_analytics_maintenance()");

/**
 * Runs the maintenance once (a local database that was off for days catches up before it serves),
 * then every `intervalMs`; returns a stop. A later run's failure is logged, not thrown.
 */
export async function startScheduledJobs(
  db: Queryable,
  log: (message: string) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): Promise<() => void> {
  await runMaintenance(db);
  const timer = setInterval(() => {
    runMaintenance(db).catch((error: Error) =>
      log(`analytics maintenance failed: ${error.message}`),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
