// The dashboard (spec §2 "Dashboard", §3 analytics metric record and sample tasks, §8, §9).

export type MetricName = "total_visitors" | "consultations" | "email_subscribers" | "seo_score";

export const dashboardCopy = {
  metrics: {
    heading: "Key metrics",
    loading: "Loading the metrics",
    cards: [
      { name: "total_visitors", label: "Total Visitors" },
      { name: "consultations", label: "Consultations" },
      { name: "email_subscribers", label: "Email Subscribers" },
      { name: "seo_score", label: "SEO Score", suffix: "/100" },
    ] as const satisfies readonly { name: MetricName; label: string; suffix?: string }[],
    /** After the percentage change, e.g. "+8.4% from last month". */
    changeSuffix: "from last month",
    subscribersNote: "People on the newsletter list",
    loadFailed: "The metrics could not be loaded; the defaults are shown.",
  },
  formCrs: {
    heading: "Form CRS",
    loading: "Loading the current Form CRS",
    posted: (days: number) =>
      days === 0
        ? "The current Form CRS was posted today."
        : `The current Form CRS was posted ${days} ${days === 1 ? "day" : "days"} ago.`,
    postedOn: (name: string, date: string) => `${name}, posted ${date}`,
    none: "No Form CRS is posted. Upload one in Documents: the public Form CRS page needs it.",
    loadFailed: "The current Form CRS could not be loaded.",
    manage: "Documents",
  },
  export: {
    button: "Export subscribers (CSV)",
    busy: "Exporting...",
    fileName: "newsletter-subscribers.csv",
    failed: {
      title: "Export failed",
      description: "The subscriber list could not be exported. Please try again.",
    },
    empty: { title: "No subscribers yet", description: "There is nothing to export." },
  },
  activity: {
    heading: "Recent activity",
    description: "The latest entries of the security log.",
    loading: "Loading the recent activity",
    empty: "No activity recorded yet.",
    loadFailed: "The recent activity could not be loaded.",
    retry: "Try again",
    you: "you",
    otherUser: "user",
    actions: {
      sign_in: "Signed in",
      admin_access_granted: "Opened an admin page",
      unauthorized_access: "Tried an admin page without access",
      sign_out: "Signed out",
      session_expired: "Signed out after inactivity",
      profile_updated: "Updated their profile",
      password_changed: "Changed their password",
      password_change_refused: "Tried to change the password (refused)",
    } as Record<string, string>,
  },
  tasks: {
    heading: "Upcoming tasks",
    description: "Sample list.",
    priorities: { high: "High", medium: "Medium", low: "Low" },
    items: [
      { title: "Review Q4 market insights article", due: "Due tomorrow", priority: "high" },
      { title: "Update Form ADV Part 2A", due: "Due in 3 days", priority: "high" },
      { title: "Respond to consultation requests", due: "Due this week", priority: "medium" },
      { title: "Refresh the recommended resources", due: "Due next week", priority: "low" },
    ] as const satisfies readonly {
      title: string;
      due: string;
      priority: "high" | "medium" | "low";
    }[],
  },
} as const;

/** Spec §3: the defaults a metric keeps when the analytics cannot be read. */
export const metricDefaults: Record<MetricName, number> = {
  total_visitors: 0,
  consultations: 0,
  email_subscribers: 0,
  seo_score: 85,
};

export type DashboardCopy = typeof dashboardCopy;
