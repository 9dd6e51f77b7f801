// One instant, every screen that shows it: the back office writes dates and times in the firm's
// time zone (America/Chicago) with one formatter (src/lib/instants.ts), whichever zone the browser
// is in, so Documents, its Retire question, its history, the Compliance archive and the dashboard
// agree on the day. The browser here is in Auckland, a day ahead of Chicago for most of the day.
import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminPageCopy } from "@/content/admin/pages";
import { dashboardCopy } from "@/content/admin/dashboard";
import { documentsCopy } from "@/content/admin/documents";
import { contentTabs } from "@/content/admin/content-management";
import { itemHistoryCopy } from "@/content/content-history";
import { paths } from "@/content/routes";
import { supabase } from "@/lib/supabase";
import { firmTimeZone, formatDate, formatInstant } from "@/lib/instants";
import { fillJsdomGapsForRadix } from "../support/jsdom-gaps";
import { accounts, renderApp, serviceRole } from "../support/render-app";

fillJsdomGapsForRadix();

// 02:30 UTC on 7 March 2031: 8:30 PM on the 6th in Chicago (standard time), 3:30 PM on the 7th in
// Auckland (daylight time). In the future, so the Form CRS written at it is the current one while
// this file runs; retired at its end, so no other test sees it.
const instant = "2031-03-07T02:30:00.000Z";
const sameDay = "March 6, 2031";
const sameTime = `${sameDay}, 8:30 PM CST`;
// The newer version of the type, an hour later.
const laterTime = `${sameDay}, 9:30 PM CST`;

const stamp = Date.now();
const older = `Form CRS dated ${stamp}`;
const newer = `Form CRS dated ${stamp} (revised)`;
const ids: string[] = [];

beforeAll(async () => {
  vi.stubEnv("TZ", "Pacific/Auckland");
  const rows = [
    { name: older, created_at: instant },
    { name: newer, created_at: new Date(Date.parse(instant) + 3_600_000).toISOString() },
  ].map((row, index) => ({
    ...row,
    document_type: "form_crs",
    file_path: `form_crs-${stamp}${index}.pdf`,
    file_size: 2048,
    material_changes: "Fees now billed quarterly in arrears.",
  }));
  const { data, error } = await serviceRole().from("legal_documents").insert(rows).select("id");
  if (error) throw error;
  ids.push(...data.map((row: { id: string }) => row.id));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  const { error } = await serviceRole()
    .from("legal_documents")
    .update({ is_active: false })
    .in("id", ids);
  if (error) throw error;
});

/** The row of a document's version in the Documents list. */
const documentRow = async (name: string) =>
  (await screen.findByText(name, { selector: "li[id^=document-] > div > p > span" })).closest(
    "li",
  )!;

describe("one instant, one way of writing it", () => {
  it("the browser is in another zone than the firm's, which the database dates its days in too", async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Pacific/Auckland");
    expect(firmTimeZone).toBe("America/Chicago");
    // The visit counts' days (analytics_settings.time_zone) are the same zone's.
    const { data, error } = await serviceRole()
      .from("analytics_settings")
      .select("time_zone")
      .eq("id", 1)
      .single();
    if (error) throw error;
    expect(data.time_zone).toBe(firmTimeZone);
  });

  it("Documents: uploaded at the firm's time, the Retire question's posted day, the history's Created", async () => {
    const { user } = await renderApp(paths.admin.documents.getHref(), { account: "admin" });
    await screen.findByRole("heading", { name: documentsCopy.list.heading }, { timeout: 10_000 });
    const olderRow = await documentRow(older);
    expect(olderRow).toHaveTextContent(`${documentsCopy.list.uploaded} ${sameTime}`);
    const newerRow = await documentRow(newer);
    expect(newerRow).toHaveTextContent(`${documentsCopy.list.uploaded} ${laterTime}`);

    await user.click(
      within(newerRow).getByRole("button", { name: `${documentsCopy.list.retire} ${newer}` }),
    );
    const question = await screen.findByRole("alertdialog", {
      name: documentsCopy.confirmRetire.title,
    });
    expect(question).toHaveTextContent(
      documentsCopy.confirmRetire.offeredAs("Form CRS", older, sameDay),
    );
    await user.click(
      within(question).getByRole("button", { name: documentsCopy.confirmRetire.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());

    // The version's own history: its first entry holds the row as written, Created among its fields.
    await user.click(
      within(olderRow).getByRole("button", { name: new RegExp(`^${itemHistoryCopy.show}`) }),
    );
    const entry = (
      await within(olderRow).findByRole("heading", { level: 5, name: `Added: ${older}` })
    ).closest("article")!;
    await user.click(within(entry).getByText(/^\d+ fields: /));
    const created = within(entry)
      .getAllByRole("term")
      .find((term) => term.textContent === "Created")!.nextElementSibling!;
    expect(created).toHaveTextContent(sameTime);
  });

  it("the Compliance archive: the same Created, and the zone the times are in", async () => {
    const { user } = await renderApp(paths.admin.complianceArchive.getHref(), {
      account: "admin",
    });
    await screen.findByRole("heading", { level: 1, name: adminPageCopy.complianceArchive.title });
    const entry = (
      await screen.findByRole("heading", { level: 3, name: `Added: ${older}` })
    ).closest("article")!;
    await user.click(within(entry).getByText(/^\d+ fields: /));
    const created = within(entry)
      .getAllByRole("term")
      .find((term) => term.textContent === "Created")!.nextElementSibling!;
    expect(created).toHaveTextContent(sameTime);
    expect(screen.getByText(itemHistoryCopy.list.timeZone(firmTimeZone))).toBeInTheDocument();
  });

  it("the dashboard: the Form CRS posted that day, and Recent Activity at the log's time", async () => {
    await renderApp(paths.admin.dashboard.getHref(), { account: "admin" });
    expect(
      await screen.findByText(dashboardCopy.formCrs.postedOn(newer, sameDay)),
    ).toBeInTheDocument();

    // The log stamps its own time: the admin's newest event (opening this dashboard) heads a line,
    // alone ("<day>, <time>") or ending a run of openings ("<day>, <time> to <time>").
    const activity = await screen.findByRole("list", { name: dashboardCopy.activity.heading });
    await waitFor(async () => {
      const { data: events, error } = await serviceRole()
        .from("security_events")
        .select("created_at")
        .eq("user_id", accounts.admin.id)
        .order("created_at", { ascending: false })
        .limit(1);
      if (error) throw error;
      const newest = events[0]!.created_at as string;
      const shown = activity.querySelector(`time[datetime="${newest}"]`)?.textContent ?? "";
      const time = formatInstant(newest).slice(formatDate(newest).length + ", ".length);
      expect([formatInstant(newest), ` to ${time}`, ` to ${formatInstant(newest)}`]).toContainEqual(
        shown === formatInstant(newest) ? shown : shown.slice(shown.lastIndexOf(" to ")),
      );
    });
  });

  it("Content: each page's last publication; the profile: the day the authenticator app was added", async () => {
    const { data: versions, error } = await serviceRole()
      .from("page_versions")
      .select("published_at")
      .eq("page_key", "home")
      .order("version", { ascending: false })
      .limit(1);
    if (error) throw error;
    await renderApp(`${paths.admin.content.getHref()}?tab=${contentTabs[0]!.value}`, {
      account: "admin",
    });
    const home = (await screen.findByRole("heading", { level: 3, name: /^Home/ })).closest("li")!;
    expect(home).toHaveTextContent(formatInstant(versions[0]!.published_at as string));

    await renderApp(paths.admin.profile.getHref(), { account: "admin" });
    const factors = await supabase.auth.mfa.listFactors();
    if (factors.error) throw factors.error;
    const factor = factors.data.totp[0]!;
    expect(await screen.findByText(`Added ${formatDate(factor.created_at)}`)).toBeInTheDocument();
  });
});
