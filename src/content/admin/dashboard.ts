// The dashboard.

/** The most events the database records in a day (private.max_visit_events_per_day()). */
export const maxVisitEventsPerDay = 20000;

/** The cards beside the visitor figures. */
export type SiteMetricName = "email_subscribers";

/** The figures of a period, from the daily visit counts (public.analytics_daily_series). */
export type TrafficFigure =
  | "visitors"
  | "page_views"
  | "consultations"
  | "conversion_rate"
  | "newsletter_signups"
  | "contact_clicks";

/** "A", "A and B", "A; B and C": each day is a date with commas of its own ("November 24, 2026"). */
const listOfDays = (days: readonly string[]) =>
  days.length < 2 ? days.join("") : `${days.slice(0, -1).join("; ")} and ${days.at(-1)}`;

export const dashboardCopy = {
  metrics: {
    heading: "Key Metrics",
    loading: "Loading the metrics",
    subscribers: { name: "email_subscribers", label: "Email Subscribers" },
    subscribersNote: "People on the newsletter list",
    seo: {
      label: "SEO Score",
      empty: "No analysis yet — Run Analysis",
      change: (change: number | undefined) =>
        change === undefined
          ? "The first analysis of the site"
          : change === 0
            ? "No change since the previous analysis"
            : `${change > 0 ? "+" : "−"}${Math.abs(change)} since the previous analysis`,
      loadFailed: "The SEO score could not be loaded.",
    },
    loadFailed: "The subscriber count could not be loaded; 0 is shown.",
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
  stampAge: {
    heading: "Time-stamped history",
    loading: "Loading the newest time-stamp",
    age: (hours: number) =>
      hours < 1
        ? "The content history was last time-stamped less than an hour ago."
        : `The content history was last time-stamped ${hours} ${hours === 1 ? "hour" : "hours"} ago.`,
    stampedOn: (time: string, authority: string) => `At ${time}, by ${authority}`,
    stale:
      'Older than a day: the daily stamp has not run. Check the scheduled job (docs/deploying.md, "Time-stamps") and the time-stamping authority.',
    none: 'Nothing in the content history is time-stamped yet: set a time-stamping authority (docs/deploying.md, "Time-stamps").',
    loadFailed: "The newest time-stamp could not be loaded.",
    archive: "Compliance Archive",
  },
  traffic: {
    heading: "Visitors",
    description:
      "Counted without cookies: a visitor is a browser on one day, as the Privacy Policy tells visitors. Counts made without cookies are estimates: one person on two devices is two visitors, and a visit from a browser that blocks the count is missing.",
    periodsLabel: "Period",
    periods: [
      { value: "7", days: 7, label: "Last 7 days" },
      { value: "30", days: 30, label: "Last 30 days" },
      { value: "90", days: 90, label: "Last 90 days" },
    ],
    loading: "Loading the visitor figures",
    loadFailed: "The visitor figures could not be loaded.",
    retry: "Try again",
    empty: "No visits recorded yet",
    demoNotice:
      "This period includes demo days invented by the local seed (supabase/seed.sql). Today, and every figure on a hosted project, comes from real visits only.",
    /** Days that reached the daily cap of recorded events (a flood, most likely). */
    cappedNotice: (days: readonly string[]) =>
      `The daily limit of ${maxVisitEventsPerDay.toLocaleString("en-US")} recorded events was reached on ${listOfDays(days)}: events after it were not counted, so ${days.length === 1 ? "that day's figures are" : "those days' figures are"} too low and most likely include a flood of automated visits.`,
    cards: [
      { name: "visitors", label: "Unique visitors" },
      { name: "page_views", label: "Page views" },
      { name: "consultations", label: "Consultations booked" },
      { name: "conversion_rate", label: "Conversion rate", note: "Consultations per visitor" },
      { name: "newsletter_signups", label: "Newsletter sign-ups" },
      { name: "contact_clicks", label: "Contact clicks", note: "Phone and email on /contact" },
    ] as const satisfies readonly { name: TrafficFigure; label: string; note?: string }[],
    /** Under a card: the change against the period before, e.g. "+12% from 250 in the 30 days before". */
    change: (change: string, previous: string, days: number) =>
      `${change} from ${previous} in the ${days} days before`,
    previousOnly: (previous: string, days: number) => `${previous} in the ${days} days before`,
    noPrevious: (days: number) => `Nothing in the ${days} days before`,
    chart: {
      heading: "Visitors and consultations per day",
      visitors: "Visitors",
      consultations: "Consultations",
      day: "Day",
      /** A day's row in the figures' table when the day reached the cap. */
      cappedDay: (day: string) => `${day} (capped)`,
      /** The chart's text alternative. */
      summary: (days: number, visitors: number, consultations: number, busiest?: string) =>
        `Over the last ${days} days: ${visitors} visitors and ${consultations} consultations${busiest ? `; the busiest day was ${busiest}` : ""}. The figures of each day are in the table.`,
      tableCaption: (days: number) => `Visitors and consultations per day, last ${days} days`,
    },
    topPages: {
      heading: "Top pages",
      columns: { name: "Page", visitors: "Visitors", pageViews: "Page views" },
    },
    topSources: {
      heading: "Top sources",
      columns: { name: "Source", visitors: "Visitors", consultations: "Consultations" },
      direct: "Direct or unknown",
    },
  },
  export: {
    button: "Export Subscribers (CSV)",
    busy: "Exporting...",
    fileName: "newsletter-subscribers.csv",
    failed: {
      title: "Export failed",
      description: "The subscriber list could not be exported. Please try again.",
    },
    empty: { title: "No subscribers yet", description: "There is nothing to export." },
  },
  activity: {
    heading: "Recent Activity",
    description: "The latest entries of the security log.",
    loading: "Loading the recent activity",
    empty: "No activity recorded yet.",
    loadFailed: "The recent activity could not be loaded.",
    retry: "Try Again",
    you: "you",
    openedPage: (page: string) => `Opened ${page}`,
    /** A run of one admin's page openings, folded into one line. */
    openedPages: (count: number, pages: readonly string[]) =>
      `Opened admin pages ${count} times: ${pages.join(", ")}`,
    triedPage: (page: string) => `Tried ${page} without access`,
    filter: {
      label: "Severity",
      all: "All severities",
      severities: { critical: "Critical", high: "High", medium: "Medium", low: "Low" },
    },
    emptyForSeverity: (severity: string) => `No ${severity.toLowerCase()} events recorded.`,
    actions: {
      sign_in: "Entered their password",
      mfa_sign_in: "Signed in with two-step verification",
      mfa_code_refused: "Entered a wrong two-step verification code",
      mfa_factor_locked: "Two-step verification locked for 15 minutes after 5 wrong codes",
      mfa_factor_enrolled: "Added an authenticator app",
      mfa_factor_removed: "Removed an authenticator app",
      other_sessions_signed_out: "Signed out their other sessions",
      password_reset: "Reset their password with a mailed code",
      admin_access_granted: "Opened an admin page",
      unauthorized_access: "Tried an admin page without access",
      sign_out: "Signed out",
      session_expired: "Signed out after inactivity",
      profile_updated: "Updated their profile",
      profile_name_changed: "Changed the name the archive shows for them",
      password_changed: "Changed their password",
      password_change_refused: "Tried to change the password (refused)",
    } as Record<string, string>,
  },
  tasks: {
    heading: "Upcoming Tasks",
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

/** The value a metric shows when it cannot be read. */
export const metricDefaults: Record<SiteMetricName, number> = {
  email_subscribers: 0,
};

export type DashboardCopy = typeof dashboardCopy;
