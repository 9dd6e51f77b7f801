// Sign-out and inactivity.

const MINUTE = 60_000;

export const inactivity = {
  /** An unattended admin session is signed out after 30 minutes without activity... */
  timeoutMs: 30 * MINUTE,
  /** ...warned 5 minutes before... */
  warnAfterMs: 25 * MINUTE,
  /** ...by a toast shown for 10 seconds. */
  warningDurationMs: 10_000,
} as const;

export const sessionCopy = {
  expiring: {
    title: "Session Expiring",
    description: "Your session will expire in 5 minutes due to inactivity.",
  },
  expired: { title: "Session Expired", description: "You have been logged out due to inactivity." },
  loggedOut: { title: "Logged Out", description: "You have been successfully logged out." },
  logoutError: { title: "Logout Error", description: "An error occurred while logging out." },
} as const;
