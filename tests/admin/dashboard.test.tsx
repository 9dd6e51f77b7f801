// /admin (spec §2 "Dashboard", issue 10): metric cards from website_analytics with the real subscriber
// count, the newest security events with time and actor, and the sample tasks by priority.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dashboardCopy } from "@/content/admin/dashboard";
import { adminPageCopy } from "@/content/admin/pages";
import { paths } from "@/content/routes";
import { renderApp, serviceRole } from "../support/render-app";

const metric = (name: string) =>
  screen.getByText((_, element) => element?.getAttribute("data-metric") === name);

async function subscriberCount(): Promise<number> {
  const { count, error } = await serviceRole()
    .from("newsletter_subscribers")
    .select("id", { count: "exact", head: true });
  if (error) throw error;
  return count ?? 0;
}

async function openDashboard() {
  const app = await renderApp(paths.admin.dashboard.getHref(), { account: "admin" });
  await screen.findByRole("heading", { level: 1, name: adminPageCopy.dashboard.title });
  await screen.findByText(
    (_, element) => element?.getAttribute("data-metric") === "total_visitors",
  );
  return app;
}

describe("/admin", () => {
  it("shows the analytics metrics and counts the real newsletter subscribers", async () => {
    const email = `dashboard-${Date.now()}@example.com`;
    const { error } = await serviceRole()
      .from("newsletter_subscribers")
      .insert({ email, source_path: paths.resources });
    if (error) throw error;
    const expected = await subscriberCount();

    await openDashboard();

    expect(metric("total_visitors")).toHaveTextContent("12,480");
    expect(metric("consultations")).toHaveTextContent("37");
    expect(metric("seo_score")).toHaveTextContent("85/100");
    // The seed's website_analytics says 214: the card counts the list instead.
    expect(metric("email_subscribers")).toHaveTextContent(
      new Intl.NumberFormat("en-US").format(expected),
    );
    expect(screen.getByText(`+8.4% ${dashboardCopy.metrics.changeSuffix}`)).toBeInTheDocument();
  });

  it("lists the newest security events with time and actor, and the sample tasks by priority", async () => {
    await openDashboard();
    const activity = await screen.findByRole("list", { name: dashboardCopy.activity.heading });
    // Opening /admin just logged this admin's access, named by its page.
    const opened = await within(activity).findAllByText(
      // Alone, or folded with the admin's openings just before it.
      /^Opened (Dashboard$|admin pages \d+ times: Dashboard)/,
    );
    expect(opened[0]!.nextElementSibling).toHaveTextContent(`· ${dashboardCopy.activity.you}`);
    expect(within(activity).getAllByText("medium").length).toBeGreaterThan(0);

    const tasks = screen.getByRole("heading", { name: dashboardCopy.tasks.heading }).parentElement!;
    for (const task of dashboardCopy.tasks.items) {
      const line = within(tasks).getByText(task.title).closest("li")!;
      expect(line).toHaveTextContent(dashboardCopy.tasks.priorities[task.priority]);
    }
  });
});
