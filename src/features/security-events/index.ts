export { adminEvents } from "./events";
export { useLogSecurityEvent } from "./api/log-security-event";
