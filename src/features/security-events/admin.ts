// The security log's admin screen part (the dashboard's Recent activity): kept out of index.ts, which
// the admin shell's event logging imports.
export { RecentActivity } from "./components/recent-activity";
