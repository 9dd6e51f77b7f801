// The admin guard's states (spec §4 "Admin guard").

export const accessCopy = {
  checking: "Checking your access…",
  denied: {
    title: "Access Denied",
    description: "You don't have admin privileges to access this page.",
    redirecting: "Taking you to the home page…",
    homeLink: "Go to the home page now",
  },
} as const;

export type AccessCopy = typeof accessCopy;

/** How long 'Access Denied' stays on screen before the redirect to the home page. */
export const ACCESS_DENIED_REDIRECT_MS = 3000;
