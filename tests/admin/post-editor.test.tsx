// The Market Insights post editor (/admin/content/insights/:postId), signed in as the seeded admin
// against the real local stack: while the post loads, when it cannot be read, a new post's empty
// form; bad input said at its field (the slug's rules, a slug taken, a body over 50,000 characters,
// a cover image of the wrong type or size with the resource dialog's messages); and the Marketing
// Rule check beside the fields: an error blocks Publish, a warning publishes with a written answer,
// which the database keeps with the version.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { insightsAdminCopy, resourcesCopy } from "@/content/admin/content-management";
import { postEditorCopy as copy } from "@/content/admin/post-editor";
import { paths } from "@/content/routes";
import { rules } from "@/features/marketing-rule";
import { supabase } from "@/lib/supabase";
import { fillJsdomGapsForRadix } from "../support/jsdom-gaps";
import {
  createThrowawayAdmin,
  findToast,
  renderApp,
  serviceRole,
  startSession,
} from "../support/render-app";

// The preview measures its box with ResizeObserver, which jsdom lacks.
fillJsdomGapsForRadix();

const stamp = Date.now().toString(36);
const rule = copy.marketingRule;
const fields = copy.fields;
const words = (id: string) => rules.find((r) => r.id === id)!;
const newPost = paths.admin.postEditor.getHref("new");

/** The admin has a name (a post's author must have one to publish). */
async function ensureAuthorName() {
  const { data: profile } = await serviceRole()
    .from("admin_profiles")
    .select("full_name")
    .eq("user_id", (await supabase.auth.getUser()).data.user!.id)
    .maybeSingle();
  if (!profile?.full_name) {
    const { error } = await supabase.rpc("save_admin_profile", { full_name: "Ethan Lindqvist" });
    if (error) throw error;
  }
}

/** A draft post made through the API by the signed-in admin. */
async function draftPost(slug: string, title: string) {
  const { data: user } = await supabase.auth.getUser();
  const { data, error } = await supabase.rpc("create_post", {
    content: {
      slug,
      title,
      summary: "A summary of the post.",
      body: "The body of the post.",
      tags: ["rates"],
      cover_image_url: null,
      author_id: user.user!.id,
      publish_at: new Date().toISOString(),
    },
  });
  if (error) throw error;
  return (data as { id: string }).id;
}

const postsWithSlug = async (slug: string) =>
  (await serviceRole().from("posts").select("id, draft").eq("slug", slug)).data ?? [];

describe("the post editor's states", () => {
  it("shows the loading state until the post is read, then the post in its fields", async () => {
    const { router } = await renderApp(paths.admin.profile.getHref(), { account: "admin" });
    const id = await draftPost(`loading-${stamp}`, `Loading note ${stamp}`);
    const realFetch = globalThis.fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes("/rest/v1/posts?"))
        await held;
      return realFetch(input, init);
    });
    await router.navigate(paths.admin.postEditor.getHref(id));
    expect(
      await screen.findByRole("status", { name: copy.loading }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(fields.title)).toBeNull();
    release();
    expect(await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 })).toHaveValue(
      `Loading note ${stamp}`,
    );
    expect(screen.getByLabelText(fields.slug)).toHaveValue(`loading-${stamp}`);
    expect(screen.getByLabelText(fields.tags)).toHaveValue("rates");
    expect(
      screen.getByRole("heading", { level: 1, name: copy.titleOf(`Loading note ${stamp}`) }),
    ).toBeInTheDocument();
    expect(screen.getByText(insightsAdminCopy.states.draft)).toBeInTheDocument();
  });

  it("says when the post cannot be read, and opens it on 'Try Again'", async () => {
    const { router, user } = await renderApp(paths.admin.profile.getHref(), { account: "admin" });
    const id = await draftPost(`failing-${stamp}`, `Failing note ${stamp}`);
    const realFetch = globalThis.fetch;
    let failing = true;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      failing && String(input instanceof Request ? input.url : input).includes("/rest/v1/posts?")
        ? Promise.resolve(new Response(JSON.stringify({ message: "boom" }), { status: 503 }))
        : realFetch(input, init),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    await router.navigate(paths.admin.postEditor.getHref(id));
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(copy.loadFailed);
    expect(screen.queryByLabelText(fields.title)).toBeNull();
    failing = false;
    await user.click(within(alert).getByRole("button", { name: copy.retry }));
    expect(await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 })).toHaveValue(
      `Failing note ${stamp}`,
    );
  });

  it("opens New Post empty, with nothing to publish or discard yet", async () => {
    await renderApp(newPost, { account: "admin" });
    const title = await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 });
    expect(screen.getByRole("heading", { level: 1, name: copy.newTitle })).toBeInTheDocument();
    expect(title).toHaveValue("");
    expect(screen.getByLabelText(fields.slug)).toHaveValue("");
    expect(screen.getByLabelText(fields.body)).toHaveValue("");
    expect(screen.getByRole("button", { name: copy.publish })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByRole("button", { name: copy.save })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.queryByRole("button", { name: copy.discard })).toBeNull();
    // No versions for a post never published; what the check is, said in the editor.
    expect(screen.queryByText(copy.versions.heading)).toBeNull();
    expect(screen.getByText(rule.aid)).toBeInTheDocument();
  });

  it("opens from the list: New Post and each post's Edit", async () => {
    const { user, router } = await renderApp(paths.admin.profile.getHref(), { account: "admin" });
    await draftPost(`listed-${stamp}`, `Listed note ${stamp}`);
    await router.navigate(`${paths.admin.content.getHref()}?tab=insights`);
    await user.click(
      await screen.findByRole(
        "link",
        { name: `${insightsAdminCopy.edit} Listed note ${stamp}` },
        { timeout: 15_000 },
      ),
    );
    expect(await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 })).toHaveValue(
      `Listed note ${stamp}`,
    );
    await user.click(screen.getByRole("link", { name: copy.back }));
    await user.click((await screen.findAllByRole("link", { name: /New Post/ }))[0]!);
    expect(await screen.findByRole("heading", { level: 1, name: copy.newTitle })).toBeVisible();
  });
});

describe("bad input", () => {
  it("makes the slug from the title, and says the slug's rules at the field", async () => {
    const { user } = await renderApp(newPost, { account: "admin" });
    const title = await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 });
    await user.type(title, "Rates: What Now?");
    const slug = screen.getByLabelText(fields.slug);
    expect(slug).toHaveValue("rates-what-now");
    expect(screen.getByText(fields.slugHint("/insights/rates-what-now"))).toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, "Rates_Now");
    await user.tab();
    expect(await screen.findByText(copy.validation.slugInvalid)).toBeInTheDocument();
    expect(slug).toHaveAttribute("aria-invalid", "true");
    // The adviser's own slug stays as the title changes.
    await user.type(title, "!");
    expect(slug).toHaveValue("Rates_Now");
    await user.clear(slug);
    await user.type(slug, "ab");
    expect(await screen.findByText(copy.validation.slugInvalid)).toBeInTheDocument();
    await user.type(slug, "c");
    await waitFor(() => expect(screen.queryByText(copy.validation.slugInvalid)).toBeNull());
  });

  it("refuses a body over 50,000 characters at its field, and nothing is saved", async () => {
    const { user } = await renderApp(newPost, { account: "admin" });
    const slug = `long-${stamp}`;
    await user.type(
      await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 }),
      "A long one",
    );
    await user.clear(screen.getByLabelText(fields.slug));
    await user.type(screen.getByLabelText(fields.slug), slug);
    await user.type(screen.getByLabelText(fields.summary), "Too long to keep.");
    const body = screen.getByLabelText(fields.body);
    fireEvent.change(body, { target: { value: "a".repeat(50_001) } });
    fireEvent.blur(body);
    expect(await screen.findByText(copy.validation.bodyTooLong)).toBeInTheDocument();
    expect(screen.getByText(copy.characters(50_001, 50_000))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: copy.publish }));
    expect(await screen.findByText(copy.invalid)).toBeInTheDocument();
    expect(await postsWithSlug(slug)).toEqual([]);
  });

  it("refuses a cover image that is not a JPG or PNG, or is over 5 MB, with the resource dialog's toasts", async () => {
    await renderApp(newPost, { account: "admin" });
    const cover = await screen.findByLabelText(copy.cover.dialog.thumbnail, undefined, {
      timeout: 15_000,
    });
    const toasts = resourcesCopy.toasts;
    fireEvent.change(cover, {
      target: { files: [new File(["GIF89a"], "anim.gif", { type: "image/gif" })] },
    });
    expect(await findToast(toasts.invalidType)).toHaveTextContent(toasts.invalidTypeText);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    fireEvent.change(cover, { target: { files: [big] } });
    expect(await findToast(toasts.tooLarge)).toHaveTextContent(toasts.tooLargeText);
    expect(screen.queryByRole("img", { name: copy.cover.dialog.thumbnailPreview })).toBeNull();
    fireEvent.change(cover, {
      target: { files: [new File([new Uint8Array(64)], "ok.png", { type: "image/png" })] },
    });
    expect(screen.getByRole("img", { name: copy.cover.dialog.thumbnailPreview })).toBeVisible();
  });

  it("refuses a slug another post has, at the field", async () => {
    const { user } = await renderApp(newPost, { account: "admin" });
    const taken = `taken-${stamp}`;
    await draftPost(taken, "The first one");
    await user.type(
      await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 }),
      "The second one",
    );
    await user.clear(screen.getByLabelText(fields.slug));
    await user.type(screen.getByLabelText(fields.slug), taken);
    await user.type(screen.getByLabelText(fields.summary), "Same address.");
    await user.type(screen.getByLabelText(fields.body), "A body.");
    vi.spyOn(console, "error").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: copy.save }));
    expect(await screen.findByText(copy.validation.slugTaken)).toBeInTheDocument();
    expect((await postsWithSlug(taken)).map((post) => post.draft.title)).toEqual(["The first one"]);
  });
});

describe("the Marketing Rule check", () => {
  it("blocks Publish on an error; publishes a warning with its answer, kept with the version", async () => {
    const { user } = await renderApp(newPost, { account: "admin" });
    await ensureAuthorName();
    const slug = `checked-${stamp}`;
    // Pasted, not typed key by key: the check runs on each change all the same.
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await paste(
      await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 }),
      `Checked note ${stamp}`,
    );
    await user.clear(screen.getByLabelText(fields.slug));
    await paste(screen.getByLabelText(fields.slug), slug);
    await paste(screen.getByLabelText(fields.summary), "What our clients see.");
    const body = screen.getByLabelText(fields.body);
    await paste(body, "Guaranteed returns for every client.");
    const publish = screen.getByRole("button", { name: copy.publish });

    // The error, beside the Body field, with its rule and remedy; Publish cannot publish.
    const promise = words("promise");
    const field = body.closest<HTMLElement>("div.grid")!;
    const error = within(field).getByText(
      `${rule.error}: ${promise.title} (${promise.citation})`,
    ).parentElement!;
    expect(within(error).getByText(rule.matched("Guaranteed"))).toBeInTheDocument();
    expect(within(error).getByText(rule.remedy(promise.remedy))).toBeInTheDocument();
    expect(screen.getByText(rule.blocked(1))).toBeInTheDocument();
    expect(publish).toHaveAttribute("aria-disabled", "true");
    await user.click(publish);
    expect(await postsWithSlug(slug)).toEqual([]);

    // A client's quotation instead: a warning, answered in 20 characters or more.
    await user.clear(body);
    const quote = "“They explained every step of our retirement plan.” — Jane D., a client";
    fireEvent.change(body, { target: { value: quote } });
    const testimonial = words("testimonial");
    await screen.findByText(`${rule.warning}: ${testimonial.title} (${testimonial.citation})`);
    expect(screen.queryByText(rule.blocked(1))).toBeNull();
    expect(screen.getByText(rule.unanswered(1, 20))).toBeInTheDocument();
    const answer = screen.getByLabelText(rule.answerLabel);
    await user.type(answer, "Jane is a client");
    expect(publish).toHaveAttribute("aria-disabled", "true");
    const text = "Jane is a client, not paid; said below the quotation.";
    await user.clear(answer);
    await paste(answer, text);
    expect(screen.getByText(rule.answered)).toBeInTheDocument();
    expect(publish).not.toHaveAttribute("aria-disabled");

    await user.click(publish);
    await waitFor(
      async () => {
        const [post] = await postsWithSlug(slug);
        expect(post).toBeDefined();
        const { data: versions } = await serviceRole()
          .from("post_versions")
          .select("version, title, body, marketing_rule_answers")
          .eq("post_id", post!.id);
        expect(versions).toEqual([
          {
            version: 1,
            title: `Checked note ${stamp}`,
            body: quote,
            marketing_rule_answers: {
              [Object.keys(versions![0]!.marketing_rule_answers)[0]!]: text,
            },
          },
        ]);
        expect(Object.keys(versions![0]!.marketing_rule_answers)[0]).toMatch(/^testimonial:body:/);
      },
      { timeout: 15_000 },
    );
    // Published: the slug stays, and the version is listed.
    expect(await screen.findByText(copy.versions.version(1))).toBeInTheDocument();
  }, 120_000);
});

describe("approvals", () => {
  /** Settings → Compliance's switch, as the signed-in admin sets it. */
  async function requireApproval(on: boolean) {
    const { error } = await supabase
      .from("publishing_policy")
      .update({ require_approval: on })
      .eq("id", 1);
    if (error) throw error;
  }

  it("with approvals on: Publish asks for approval, the requester cannot approve, another admin approves", async () => {
    const other = await createThrowawayAdmin();
    const first = await renderApp(paths.admin.profile.getHref(), { account: "admin" });
    await ensureAuthorName();
    await requireApproval(true);
    try {
      const slug = `approved-${stamp}`;
      const id = await draftPost(slug, `Approved note ${stamp}`);
      await first.router.navigate(paths.admin.postEditor.getHref(id));
      await screen.findByLabelText(fields.title, undefined, { timeout: 15_000 });
      expect(screen.queryByRole("button", { name: copy.publish })).toBeNull();
      await first.user.click(screen.getByRole("button", { name: copy.approval.request }));
      expect(
        await screen.findByText(copy.approval.waitingOwn, undefined, { timeout: 15_000 }),
      ).toBeInTheDocument();
      // The requester is offered neither approval nor return.
      expect(screen.queryByRole("button", { name: copy.approval.approve })).toBeNull();
      expect(screen.queryByRole("button", { name: copy.approval.returnDraft })).toBeNull();
      const { data: asked } = await serviceRole()
        .from("posts")
        .select("approval_requested_by")
        .eq("id", id)
        .single();
      expect(asked!.approval_requested_by).toBe((await supabase.auth.getUser()).data.user!.id);
      first.unmount();

      // Another admin approves: the version names both.
      const second = await renderApp(paths.admin.postEditor.getHref(id), { account: other });
      await second.user.click(
        await screen.findByRole("button", { name: copy.approval.approve }, { timeout: 15_000 }),
      );
      await waitFor(
        async () => {
          const { data: versions } = await serviceRole()
            .from("post_versions")
            .select("approval_requested_by, approved_by")
            .eq("post_id", id);
          expect(versions).toEqual([
            { approval_requested_by: asked!.approval_requested_by, approved_by: other.id },
          ]);
        },
        { timeout: 15_000 },
      );
    } finally {
      await startSession("admin");
      await requireApproval(false);
    }
  }, 120_000);
});
