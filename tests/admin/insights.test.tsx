// Content → Market Insights, signed in as the seeded admin against the real local stack: every post
// with its state (Draft, Scheduled, Published, Withdrawn), author and dates, and Withdraw, which
// asks first and then takes the post off the site (a withdrawal row the build reads).
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { insightsAdminCopy as copy } from "@/content/admin/content-management";
import { paths } from "@/content/routes";
import { postState } from "@/features/insights/admin";
import { supabase } from "@/lib/supabase";
import { fillJsdomGapsForRadix } from "../support/jsdom-gaps";
import { findToast, renderApp, serviceRole } from "../support/render-app";

fillJsdomGapsForRadix();

const stamp = Date.now().toString(36);

async function call<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await supabase.rpc(name as never, args as never);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

/** A post created (and published, unless `draftOnly`) by the admin through the post calls. */
async function post(slug: string, title: string, publishAt: Date, draftOnly = false) {
  const { data } = await supabase.auth.getUser();
  const created = await call<{ id: string; revision: number }>("create_post", {
    content: {
      slug,
      title,
      summary: "A summary of the post.",
      body: "The body of the post.",
      tags: [],
      cover_image_url: null,
      author_id: data.user!.id,
      publish_at: publishAt.toISOString(),
    },
  });
  if (!draftOnly) await call("publish_post", { post_id: created.id, revision: created.revision });
  return created.id;
}

describe("postState", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  it.each([
    [{ publishAt: null, withdrawn: false, hasDraft: true }, "draft"],
    [{ publishAt: "2026-11-29T11:00:00Z", withdrawn: false, hasDraft: false }, "published"],
    [{ publishAt: "2026-11-29T11:00:00Z", withdrawn: false, hasDraft: true }, "draft"],
    [{ publishAt: "2026-11-30T09:00:00Z", withdrawn: false, hasDraft: false }, "scheduled"],
    [{ publishAt: "2026-11-29T11:00:00Z", withdrawn: true, hasDraft: false }, "withdrawn"],
  ] as const)("%o is %s", (input, state) => {
    expect(postState(input, now)).toBe(state);
  });
});

describe("Content → Market Insights", () => {
  it("lists each post with its state, author and dates; Withdraw asks, then withdraws", async () => {
    // Signed in as the admin (both steps) on another page first: the posts are made with the app's
    // own client, then the list is opened.
    const { user, router } = await renderApp(paths.admin.profile.getHref(), { account: "admin" });
    const { data: profile } = await serviceRole()
      .from("admin_profiles")
      .select("full_name")
      .eq("user_id", (await supabase.auth.getUser()).data.user!.id)
      .maybeSingle();
    if (!profile) await call("save_admin_profile", { full_name: "Ethan Lindqvist" });
    const published = `Published note ${stamp}`;
    const scheduled = `Scheduled note ${stamp}`;
    const draft = `Draft note ${stamp}`;
    const publishedId = await post(`published-${stamp}`, published, new Date(Date.now() - 60_000));
    const scheduledId = await post(
      `scheduled-${stamp}`,
      scheduled,
      new Date(Date.now() + 86_400_000),
    );
    await post(`draft-${stamp}`, draft, new Date(), true);
    await router.navigate(`${paths.admin.content.getHref()}?tab=insights`);
    const row = async (title: string) =>
      (
        await screen.findByRole(
          "heading",
          { level: 3, name: new RegExp(title) },
          { timeout: 10_000 },
        )
      ).closest("li")!;
    expect(await row(published)).toHaveTextContent(copy.states.published);
    expect(await row(published)).toHaveTextContent(/Author: \S+/);
    expect(await row(scheduled)).toHaveTextContent(copy.states.scheduled);
    expect(await row(scheduled)).toHaveTextContent(copy.publishes);
    expect(await row(draft)).toHaveTextContent(copy.states.draft);
    expect(within(await row(draft)).queryByRole("button", { name: /Withdraw/ })).toBeNull();

    await user.click(
      within(await row(published)).getByRole("button", { name: `Withdraw ${published}` }),
    );
    const confirm = await screen.findByRole("alertdialog", { name: copy.withdrawTitle(published) });
    await user.click(within(confirm).getByRole("button", { name: copy.withdrawConfirm }));
    await findToast(copy.withdrawn(published));
    await waitFor(async () =>
      expect(await row(published)).toHaveTextContent(copy.states.withdrawn),
    );
    const { data: withdrawals } = await serviceRole()
      .from("post_withdrawals")
      .select("version")
      .eq("post_id", publishedId);
    expect(withdrawals).toEqual([{ version: 1 }]);

    // The scheduled post leaves too, so no later test finds it on its way to the site.
    const { data: scheduledRow } = await serviceRole()
      .from("posts")
      .select("revision")
      .eq("id", scheduledId)
      .single();
    await call("withdraw_post", { post_id: scheduledId, revision: scheduledRow!.revision });
  });
});
