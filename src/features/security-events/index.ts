export { adminEvents } from "./events";
export type { SecurityEvent } from "./schemas";
export { useLogSecurityEvent } from "./api/log-security-event";
export {
  useRecentSecurityEvents,
  type RecentSecurityEvent,
  type SecuritySeverity,
} from "./api/get-recent-security-events";
