// Copy of Settings → Compliance (the Site Settings page's Compliance card).

export const complianceSettingsCopy = {
  heading: "Compliance",
  requireApproval: "Require another admin's approval before publishing",
  description:
    "Off suits a one-adviser firm. When on, an admin's Publish becomes 'Request approval': another admin, signed in with two-step verification, approves the page or returns it with a comment. Nobody approves their own change.",
  loading: "Loading the compliance settings…",
  loadFailed: "The compliance settings could not be loaded.",
  retry: "Try Again",
  toasts: {
    on: {
      title: "Approvals turned on",
      description: "Publishing a page now needs another admin's approval.",
    },
    off: {
      title: "Approvals turned off",
      description: "An admin publishes pages without another's approval.",
    },
    failed: { title: "The setting was not saved" },
  },
} as const;
