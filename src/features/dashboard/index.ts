export { MetricCards } from "./components/metric-cards";
export { ExportSubscribersButton } from "./components/export-subscribers-button";
export { RecentActivity } from "./components/recent-activity";
export { UpcomingTasks } from "./components/upcoming-tasks";
export { TrafficOverview } from "./components/traffic-overview";
