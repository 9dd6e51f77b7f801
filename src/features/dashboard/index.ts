export { MetricCards } from "./components/metric-cards";
export { UpcomingTasks } from "./components/upcoming-tasks";
export { TrafficOverview } from "./components/traffic-overview";
