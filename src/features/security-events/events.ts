import type { SecurityEvent } from "./schemas";

// The admin area's events (spec §6 "Audit": every access attempt is logged, a non-admin's as
// critical unauthorized access, admin actions as medium). Failed sign-ins have no user to log
// them as; Supabase Auth keeps those in its own audit log.
export const adminEvents = {
  signIn: (): SecurityEvent => ({ action: "sign_in", severity: "medium" }),
  accessGranted: (path: string): SecurityEvent => ({
    action: "admin_access_granted",
    severity: "medium",
    details: { path },
  }),
  unauthorizedAccess: (path: string): SecurityEvent => ({
    action: "unauthorized_access",
    severity: "critical",
    details: { path, reason: "not an admin" },
  }),
  signOut: (): SecurityEvent => ({ action: "sign_out", severity: "medium" }),
  profileUpdated: (emailChangeRequested: boolean): SecurityEvent => ({
    action: "profile_updated",
    severity: "medium",
    details: { email_change_requested: emailChangeRequested },
  }),
  // A password is the key to the admin area: its change, or a refused try, ranks above routine.
  passwordChanged: (): SecurityEvent => ({ action: "password_changed", severity: "high" }),
  passwordChangeRefused: (reason: string): SecurityEvent => ({
    action: "password_change_refused",
    severity: "high",
    details: { reason },
  }),
  sessionExpired: (idleMinutes: number): SecurityEvent => ({
    action: "session_expired",
    severity: "medium",
    details: { idle_minutes: idleMinutes },
  }),
};
