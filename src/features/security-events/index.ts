export { adminEvents } from "./events";
export { useLogSecurityEvent } from "./api/log-security-event";
export {
  useRecentSecurityEvents,
  type RecentSecurityEvent,
} from "./api/get-recent-security-events";
