// The admin guard's states.

export const accessCopy = {
  checking: "Checking your access…",
  denied: {
    title: "Access Denied",
    description: "You don't have admin privileges to access this page.",
    signOut: "Sign out",
    homeLink: "Go to the home page",
  },
} as const;

export type AccessCopy = typeof accessCopy;
