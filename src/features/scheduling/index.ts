export { SchedulingWidget } from "./components/scheduling-widget";
