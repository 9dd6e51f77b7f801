import type { SecurityEvent } from "./schemas";

// The admin area's events (every access attempt is logged). Their severity is the
// database's (private.security_event_kinds: a non-admin's unauthorized access is critical, a
// password change high, other admin actions medium), and so is who may record which. Failed
// sign-ins have no user to log them as; Supabase Auth keeps those in its own audit log.
export const adminEvents = {
  signIn: (): SecurityEvent => ({ action: "sign_in" }),
  accessGranted: (path: string): SecurityEvent => ({
    action: "admin_access_granted",
    details: { path },
  }),
  unauthorizedAccess: (path: string): SecurityEvent => ({
    action: "unauthorized_access",
    details: { path, reason: "not an admin" },
  }),
  signOut: (): SecurityEvent => ({ action: "sign_out" }),
  profileUpdated: (emailChangeRequested: boolean): SecurityEvent => ({
    action: "profile_updated",
    details: { email_change_requested: emailChangeRequested },
  }),
  passwordChanged: (): SecurityEvent => ({ action: "password_changed" }),
  passwordChangeRefused: (reason: string): SecurityEvent => ({
    action: "password_change_refused",
    details: { reason },
  }),
  mfaSignIn: (): SecurityEvent => ({ action: "mfa_sign_in" }),
  mfaCodeRefused: (): SecurityEvent => ({ action: "mfa_code_refused" }),
  factorEnrolled: (): SecurityEvent => ({ action: "mfa_factor_enrolled" }),
  factorRemoved: (): SecurityEvent => ({ action: "mfa_factor_removed" }),
  otherSessionsSignedOut: (): SecurityEvent => ({ action: "other_sessions_signed_out" }),
  passwordReset: (): SecurityEvent => ({ action: "password_reset" }),
  sessionExpired: (idleMinutes: number): SecurityEvent => ({
    action: "session_expired",
    details: { idle_minutes: idleMinutes },
  }),
};
