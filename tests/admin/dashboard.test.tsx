// /admin, the dashboard: the visitor figures from the daily visit counts (visible at aal2, as
// admins will sign in with two-step verification), the real newsletter subscriber count and the SEO
// card (the latest analysis's score, or none yet), the newest security events and the sample tasks, and how old the newest time-stamp of
// the content history is, with a warning once it is older than a day.
import { screen, waitFor, within } from "@testing-library/react";
import { createClient } from "@supabase/supabase-js";
import { describe, expect, inject, it, vi } from "vitest";
import { dashboardCopy } from "@/content/admin/dashboard";
import { adminPageCopy } from "@/content/admin/pages";
import { paths } from "@/content/routes";
import { LOCAL_PUBLISHABLE_KEY } from "../../supabase/local/core/keys";
import {
  accounts,
  createThrowawayAdmin,
  renderApp,
  serviceRole,
  type SessionOf,
} from "../support/render-app";

const { traffic } = dashboardCopy;
const numberFormat = new Intl.NumberFormat("en-US");
const metric = (name: string) =>
  screen.getByText((_, element) => element?.getAttribute("data-metric") === name);

async function subscriberCount(): Promise<number> {
  const { count, error } = await serviceRole()
    .from("newsletter_subscribers")
    .select("id", { count: "exact", head: true });
  if (error) throw error;
  return count ?? 0;
}

/** The daily counts of the last 2 x `days` days, as the service role reads them. */
async function series(days: number) {
  const { data, error } = await serviceRole().rpc("analytics_daily_series", { days });
  if (error) throw error;
  return data as { day: string; visitors: number; page_views: number; consultations: number }[];
}

/** A page view from a browser of its own, through the anonymous call the public pages make. */
async function recordPageView(path: string, userAgent: string) {
  const visitor = createClient(inject("stackUrl"), LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false },
    // A page of the site served from this machine, which the local stack counts.
    global: { headers: { "user-agent": userAgent, origin: "http://localhost:5173" } },
  });
  const { error } = await visitor.rpc("record_visit_event", {
    kind: "page_view",
    path,
    screen: "desktop",
    referrer_host: "duckduckgo.com",
  });
  if (error) throw error;
}

/** A time-stamp of the history's newest entry, made `hoursAgo` hours ago, as the service role keeps one. */
async function stampHistoryHead(hoursAgo: number) {
  const { data: head, error } = await serviceRole()
    .from("content_history")
    .select("id, hash")
    .order("id", { ascending: false })
    .limit(1)
    .single<{ id: number; hash: string }>();
  if (error) throw error;
  const { error: insertError } = await serviceRole()
    .from("history_timestamps")
    .insert({
      kind: "chain_head",
      entry_id: head.id,
      entry_hash: head.hash,
      token: "\\x3000",
      tsa_url: "https://tsa.example/tsr",
      gen_time: new Date(Date.now() - hoursAgo * 3_600_000 - 60_000).toISOString(),
    });
  if (insertError) throw insertError;
}

/** The dashboard's card of the newest time-stamp. */
const stampCard = async () =>
  (await screen.findByText(dashboardCopy.stampAge.heading)).closest<HTMLElement>(
    "[data-slot=card]",
  )!;

async function openDashboard(url = paths.admin.dashboard.getHref(), account: SessionOf = "admin") {
  const app = await renderApp(url, { account });
  await screen.findByRole("heading", { level: 1, name: adminPageCopy.dashboard.title });
  return app;
}

describe("/admin", () => {
  it("shows today's visits as recorded: the cards, the chart's table and the top pages; the demo days are named", async () => {
    await recordPageView(paths.fees, `dashboard-test-${Date.now()}`);
    const days = await series(7);
    const today = days.at(-1)!;
    expect(today.visitors).toBeGreaterThan(0);
    const week = days.slice(-7);

    await openDashboard();

    const visitors = await screen.findByText(
      (_, element) => element?.getAttribute("data-metric") === "visitors",
    );
    const sum = (key: "visitors" | "page_views") =>
      week.reduce((total, day) => total + day[key], 0);
    expect(visitors).toHaveTextContent(numberFormat.format(sum("visitors")));
    expect(metric("page_views")).toHaveTextContent(numberFormat.format(sum("page_views")));
    expect(screen.getByText(traffic.demoNotice)).toBeInTheDocument();
    // Counts without cookies are estimates, and the page says so.
    expect(screen.getByText(traffic.description)).toHaveTextContent(
      "Counts made without cookies are estimates",
    );

    const table = screen.getByRole("table", { name: traffic.chart.tableCaption(7) });
    const todayRow = within(table).getAllByRole("row").at(-1)!;
    expect(
      within(todayRow)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([String(today.visitors), String(today.consultations)]);
    const consultations = week.reduce((total, day) => total + day.consultations, 0);
    expect(table.closest("figure")!.querySelector("figcaption")).toHaveTextContent(
      `Over the last 7 days: ${sum("visitors")} visitors and ${consultations} consultations`,
    );

    const pages = await screen.findByRole("table", { name: traffic.topPages.heading });
    expect(within(pages).getByRole("rowheader", { name: paths.fees })).toBeInTheDocument();
    const sources = await screen.findByRole("table", { name: traffic.topSources.heading });
    expect(within(sources).getByRole("rowheader", { name: "duckduckgo.com" })).toBeInTheDocument();
  });

  it("switches to the last 90 days and keeps the period in the URL", async () => {
    const { user, router } = await openDashboard();
    await user.click(await screen.findByRole("tab", { name: traffic.periods[2].label }));
    const quarter = (await series(90)).slice(-90);
    const total = quarter.reduce((sum, day) => sum + day.visitors, 0);
    expect(
      await screen.findByText(
        (_, element) =>
          element?.getAttribute("data-metric") === "visitors" &&
          element.textContent === numberFormat.format(total),
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("?tab=90");
    expect(screen.getByRole("table", { name: traffic.chart.tableCaption(90) })).toBeInTheDocument();
  });

  it("counts the real newsletter subscribers; with no SEO analysis, the SEO card shows no figure but the way to run one", async () => {
    const cleared = await serviceRole().from("seo_analyses").delete().not("id", "is", null);
    if (cleared.error) throw cleared.error;
    const email = `dashboard-${Date.now()}@example.com`;
    const { error } = await serviceRole()
      .from("newsletter_subscribers")
      .insert({ email, source_path: paths.resources });
    if (error) throw error;
    const expected = await subscriberCount();

    await openDashboard();

    const seoLink = await screen.findByRole("link", { name: dashboardCopy.metrics.seo.empty });
    expect(seoLink).toHaveAttribute("href", paths.admin.seoTools.getHref());
    expect(
      screen.queryByText((_, element) => element?.getAttribute("data-metric") === "seo_score"),
    ).toBeNull();
    await screen.findByText(
      (_, element) => element?.getAttribute("data-metric") === "email_subscribers",
    );
    expect(metric("email_subscribers")).toHaveTextContent(numberFormat.format(expected));
  });

  it("lists the newest security events with time and actor, and the sample tasks by priority", async () => {
    // An admin of their own: the seeded admin opens the admin area in nearly every test of this run,
    // and past 30 openings a minute the log keeps no more of them (its rate limit), so the opening
    // this test looks for might not be recorded.
    await openDashboard(undefined, await createThrowawayAdmin());
    const activity = await screen.findByRole("list", { name: dashboardCopy.activity.heading });
    // Opening /admin just logged this admin's access, named by its page (alone, or folded with the
    // admin's openings just before it), and the admin reads it as their own.
    await waitFor(() => {
      const opened = within(activity).getAllByText(
        /^Opened (Dashboard$|admin pages \d+ times: Dashboard)/,
      );
      expect(
        opened
          .map((line) => line.nextElementSibling?.textContent ?? "")
          .filter((actor) => actor.endsWith(`· ${dashboardCopy.activity.you}`)),
      ).toHaveLength(1);
    });
    expect(within(activity).getAllByText("medium").length).toBeGreaterThan(0);

    const tasks = screen
      .getByRole("heading", { name: dashboardCopy.tasks.heading })
      .closest<HTMLElement>("[data-slot=card]")!;
    for (const task of dashboardCopy.tasks.items) {
      const line = within(tasks).getByText(task.title).closest("li")!;
      expect(line).toHaveTextContent(dashboardCopy.tasks.priorities[task.priority]);
    }
  });

  it("reads the log again when the opening is stored after the list's first read was answered", async () => {
    // The first read answered by the database before the opening is stored, and reaching the page
    // only after the opening's answer: the list once stood a minute without it (its staleTime).
    const network = globalThis.fetch;
    let readAnswered!: () => void;
    const firstReadAnswered = new Promise<void>((resolve) => (readAnswered = resolve));
    let openingStored!: () => void;
    const openingAnswered = new Promise<void>((resolve) => (openingStored = resolve));
    let heldRead = false;
    let heldOpening = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!heldRead && url.includes("/rest/v1/security_events?")) {
        heldRead = true;
        const response = await network(input, init);
        readAnswered();
        await openingAnswered;
        // Time for the page to take the opening's answer first.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return response;
      }
      if (!heldOpening && String(init?.body).includes("admin_access_granted")) {
        heldOpening = true;
        await firstReadAnswered;
        const response = await network(input, init);
        openingStored();
        return response;
      }
      return network(input, init);
    });
    await openDashboard(undefined, await createThrowawayAdmin());
    const activity = await screen.findByRole("list", { name: dashboardCopy.activity.heading });
    await waitFor(() => {
      const opened = within(activity).getAllByText(/^Opened Dashboard$/);
      expect(
        opened
          .map((line) => line.nextElementSibling?.textContent ?? "")
          .filter((actor) => actor.endsWith(`· ${dashboardCopy.activity.you}`)),
      ).toHaveLength(1);
    });
    expect(heldOpening).toBe(true);
  });

  it("names other people as the Compliance archive does, by email, never by a piece of their id", async () => {
    // A signed-in visitor who tried an admin page, as the guard logs it.
    const { error } = await serviceRole()
      .from("security_events")
      .insert({
        user_id: accounts.visitor.id,
        action: "unauthorized_access",
        severity: "critical",
        details: { path: paths.admin.documents.getHref() },
      });
    if (error) throw error;
    await openDashboard();
    const activity = await screen.findByRole("list", { name: dashboardCopy.activity.heading });
    const tried = await within(activity).findAllByText(
      dashboardCopy.activity.triedPage("Documents"),
    );
    await waitFor(() =>
      expect(
        tried.some((line) =>
          line.nextElementSibling?.textContent?.endsWith(`· ${accounts.visitor.email}`),
        ),
      ).toBe(true),
    );
    expect(activity).not.toHaveTextContent(accounts.visitor.id.slice(0, 8));
  });

  // These two run in this order: the second stamps later than the first.
  it("warns when the history's newest time-stamp is older than a day", async () => {
    // The stamps as the daily job leaves them, its token aside (only the time is read here): the
    // head stamped 30 hours ago, a day and more without a stamp.
    await stampHistoryHead(30);
    await openDashboard();
    const card = await stampCard();
    expect(await within(card).findByText(dashboardCopy.stampAge.age(30))).toBeInTheDocument();
    expect(within(card).getByText(dashboardCopy.stampAge.stale)).toBeInTheDocument();
  });

  it("shows the newest time-stamp's age, and no warning, when the history was stamped within the day", async () => {
    await stampHistoryHead(2);
    await openDashboard();
    const card = await stampCard();
    expect(await within(card).findByText(dashboardCopy.stampAge.age(2))).toBeInTheDocument();
    expect(within(card).getByText(/https:\/\/tsa\.example\/tsr/)).toBeInTheDocument();
    expect(within(card).queryByText(dashboardCopy.stampAge.stale)).not.toBeInTheDocument();
  });
});
