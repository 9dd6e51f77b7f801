// /admin/content's Resources tab and its resource dialog, signed in as the seeded admin against the
// real local stack: the dialog's messages, the thumbnail checks, and add, edit and delete with
// their toasts, as the database then holds them.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { contentTabs, resourcesCopy, websitePagesCopy } from "@/content/admin/content-management";
import { pageEditorCopy, pageNames, pageStateCopy } from "@/content/admin/page-editor";
import { historyOperationLabels, itemHistoryCopy } from "@/content/content-history";
import { paths } from "@/content/routes";
import { rules } from "@/features/marketing-rule";
import { fillJsdomGapsForRadix, withNodeFileClasses } from "../support/jsdom-gaps";
import { accounts, findToast, renderApp, serviceRole } from "../support/render-app";

fillJsdomGapsForRadix();
withNodeFileClasses();

const { dialog, toasts, validation } = resourcesCopy;

async function openResources() {
  const app = await renderApp(`${paths.admin.content.getHref()}?tab=resources`, {
    account: "admin",
  });
  await screen.findByRole("list", { name: resourcesCopy.heading }, { timeout: 10_000 });
  return app;
}

/** The toast whose description is `description`, this test's own. */
const toastSaying = (description: string) => screen.findByText(description);

async function openAddDialog(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: resourcesCopy.add }));
  return screen.findByRole("dialog", { name: dialog.addTitle });
}

async function fillForm(user: UserEvent, form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const chooseThumbnail = (form: HTMLElement, file: File) =>
  fireEvent.change(within(form).getByLabelText(dialog.thumbnail), { target: { files: [file] } });

const resourceTitled = async (title: string) =>
  (
    await serviceRole()
      .from("recommended_resources")
      .select("id, title, url, category, is_featured, thumbnail_url, user_id")
      .eq("title", title)
  ).data ?? [];

describe("the content page", () => {
  it("keeps the selected tab in the URL, and opens on Website Pages without one", async () => {
    const { user, router } = await renderApp(paths.admin.content.getHref(), { account: "admin" });
    expect(
      await screen.findByRole(
        "tab",
        { name: "Website Pages", selected: true },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(
      contentTabs.map((tab) => tab.label),
    );
    // Every page, the header and footer and the not-found page, loaded from the database: the
    // six main pages first, each with View (the public page, in a new tab) and Edit (its editor).
    const panel = within(screen.getByRole("tabpanel", { name: websitePagesCopy.heading }));
    await panel.findByRole(
      "link",
      { name: new RegExp(`^View ${pageNames.home} `) },
      { timeout: 10_000 },
    );
    const mainPages = [
      ["home", "/"],
      ["about", "/about"],
      ["services", "/services"],
      ["process", "/process"],
      ["contact", "/contact"],
      ["fees", "/fees"],
    ] as const;
    for (const [key, slug] of mainPages) {
      const view = panel.getByRole("link", { name: new RegExp(`^View ${pageNames[key]} `) });
      expect(view).toHaveAttribute("href", slug);
      expect(view).toHaveAttribute("target", "_blank");
      expect(view).toHaveAttribute("rel", expect.stringContaining("noopener"));
      expect(panel.getByRole("link", { name: `Edit ${pageNames[key]}` })).toHaveAttribute(
        "href",
        paths.admin.pageEditor.getHref(key),
      );
    }
    const listed = panel.getAllByRole("heading", { level: 3 });
    expect(
      listed.slice(0, mainPages.length).map((heading) => heading.firstChild?.textContent),
    ).toEqual(mainPages.map(([key]) => pageNames[key]));
    // The seed has no draft: every page listed is as published.
    expect(panel.getAllByText(pageStateCopy.published)).toHaveLength(listed.length);
    expect(panel.queryByText(pageStateCopy.draft)).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Market Insights" }));
    expect(router.state.location.search).toBe("?tab=insights");
    // The posts' list (tests/admin/insights.test.tsx); other test files may have left posts in it.
    const insights = await screen.findByRole("tabpanel", { name: "Market Insights" });
    await waitFor(() =>
      expect(within(insights).queryByRole("status", { name: "Loading the posts…" })).toBeNull(),
    );
    // New Post opens the post editor (tests/admin/post-editor.test.tsx).
    for (const link of within(insights).getAllByRole("link", { name: "New Post" }))
      expect(link).toHaveAttribute("href", "/admin/content/insights/new");
  });
});

describe("the resource dialog", () => {
  it("shows the form's messages and stores nothing while they stand", async () => {
    const { user } = await openResources();
    const form = await openAddDialog(user);
    expect(within(form).getByLabelText(dialog.category)).toHaveValue("Resource");
    expect(within(form).getByRole("switch", { name: dialog.featured })).not.toBeChecked();

    await user.click(within(form).getByRole("button", { name: dialog.save }));
    expect(await within(form).findByText(validation.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(validation.descriptionRequired)).toBeInTheDocument();
    expect(within(form).getByText(validation.urlRequired)).toBeInTheDocument();

    await fillForm(user, form, {
      [dialog.title]: "Refused link",
      [dialog.descriptionLabel]: "A link that would run script.",
      [dialog.url]: "javascript:alert(1)",
    });
    await user.click(within(form).getByRole("button", { name: dialog.save }));
    expect(await within(form).findByText(validation.urlInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText(dialog.url)).toHaveAttribute("aria-invalid", "true");
    expect(await resourceTitled("Refused link")).toEqual([]);
  });

  it("refuses a thumbnail that is not a JPG or PNG, or is over 5 MB, with the spec's toasts", async () => {
    const { user } = await openResources();
    const form = await openAddDialog(user);

    chooseThumbnail(form, new File(["GIF89a"], "anim.gif", { type: "image/gif" }));
    expect(await findToast(toasts.invalidType)).toHaveTextContent(toasts.invalidTypeText);

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    chooseThumbnail(form, big);
    expect(await findToast(toasts.tooLarge)).toHaveTextContent(toasts.tooLargeText);
    expect(within(form).queryByRole("img", { name: dialog.thumbnailPreview })).toBeNull();

    chooseThumbnail(form, new File([new Uint8Array(64)], "ok.png", { type: "image/png" }));
    expect(within(form).getByRole("img", { name: dialog.thumbnailPreview })).toBeInTheDocument();
  });

  it("adds, edits and deletes a resource; the list follows without a reload", async () => {
    const title = `Index funds 101 ${Date.now()}`;
    const { user } = await openResources();
    const form = await openAddDialog(user);
    await fillForm(user, form, {
      [dialog.title]: title,
      [dialog.descriptionLabel]: "What an index fund holds and costs.",
      [dialog.url]: "https://www.investor.gov/index-funds",
      [dialog.category]: "Guide",
    });
    await user.click(within(form).getByRole("switch", { name: dialog.featured }));
    await user.click(within(form).getByRole("button", { name: dialog.save }));

    expect(await toastSaying(toasts.addedText(title))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const list = screen.getByRole("list", { name: resourcesCopy.heading });
    const row = (
      await within(list).findByRole("heading", { name: new RegExp(`^${title}`) })
    ).closest("li")!;
    expect(within(row).getByText(resourcesCopy.publicState.shown)).toBeInTheDocument();
    // Newest first.
    expect(within(list).getAllByRole("listitem")[0]).toBe(row);
    expect(await resourceTitled(title)).toEqual([
      expect.objectContaining({
        url: "https://www.investor.gov/index-funds",
        category: "Guide",
        is_featured: true,
        thumbnail_url: null,
        user_id: accounts.admin.id,
      }),
    ]);

    await user.click(within(row).getByRole("button", { name: `${resourcesCopy.edit} ${title}` }));
    const editForm = await screen.findByRole("dialog", { name: dialog.editTitle });
    expect(within(editForm).getByLabelText(dialog.title)).toHaveValue(title);
    expect(within(editForm).getByRole("switch", { name: dialog.featured })).toBeChecked();
    await user.click(within(editForm).getByRole("switch", { name: dialog.featured }));
    await user.click(within(editForm).getByRole("button", { name: dialog.save }));
    expect(await toastSaying(toasts.updatedText(title))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByText(resourcesCopy.publicState.hidden)).toBeInTheDocument(),
    );
    expect((await resourceTitled(title))[0]?.is_featured).toBe(false);

    await user.click(within(row).getByRole("button", { name: `${resourcesCopy.delete} ${title}` }));
    const confirm = await screen.findByRole("alertdialog", {
      name: resourcesCopy.confirmDelete.title,
    });
    expect(confirm).toHaveTextContent(title);
    await user.click(
      within(confirm).getByRole("button", { name: resourcesCopy.confirmDelete.cancel }),
    );
    expect(await resourceTitled(title)).toHaveLength(1);

    await user.click(within(row).getByRole("button", { name: `${resourcesCopy.delete} ${title}` }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: resourcesCopy.confirmDelete.confirm,
      }),
    );
    expect(await findToast(toasts.deleted)).toHaveTextContent(toasts.deletedText(title));
    await waitFor(() =>
      expect(within(list).queryByRole("heading", { name: new RegExp(`^${title}`) })).toBeNull(),
    );
    expect(await resourceTitled(title)).toEqual([]);
  }, 90_000); // three saves and a delete, each with a round trip to the stack

  // A featured resource's words are on /resources: the dialog runs the Marketing Rule check on them
  // as the settings form does.
  it("shows the Marketing Rule check beside the field: a guarantee keeps Save from saving; a superlative is saved with its answer", async () => {
    const findingsCopy = pageEditorCopy.marketingRule;
    const title = `Fee guide ${Date.now()}`;
    const { user } = await openResources();
    const form = await openAddDialog(user);
    expect(within(form).getByText(dialog.marketingRule.aid)).toBeInTheDocument();
    await fillForm(user, form, {
      [dialog.title]: title,
      [dialog.descriptionLabel]: "Guaranteed returns for every reader.",
      [dialog.url]: "https://www.investor.gov/fees",
      [dialog.category]: "Fees",
    });
    const description = within(form).getByLabelText(dialog.descriptionLabel);
    const descriptionItem = description.closest<HTMLElement>("div.grid")!;
    const promise = rules.find(({ id }) => id === "promise")!;
    const errorTitle = `${findingsCopy.error}: ${promise.title} (${promise.citation})`;
    expect(within(descriptionItem).getByText(errorTitle)).toBeInTheDocument();
    const titleItem = within(form).getByLabelText(dialog.title).closest<HTMLElement>("div.grid")!;
    expect(within(titleItem).queryByText(errorTitle)).toBeNull();
    const save = within(form).getByRole("button", { name: dialog.save });
    expect(save).toHaveAttribute("aria-disabled", "true");
    expect(save).toHaveAccessibleDescription(
      expect.stringContaining(dialog.marketingRule.blocked(1)),
    );
    await user.click(save);
    expect(await resourceTitled(title)).toEqual([]);

    await user.clear(description);
    await user.type(description, "The leading guide to advisers' fees.");
    const superlative = rules.find(({ id }) => id === "superlative")!;
    await within(descriptionItem).findByText(
      `${findingsCopy.warning}: ${superlative.title} (${superlative.citation})`,
    );
    expect(within(form).getByText(dialog.marketingRule.unanswered(1, 20))).toBeInTheDocument();
    expect(save).toHaveAttribute("aria-disabled", "true");
    const reason = "The SEC's own investor site: the most-cited guide of its kind.";
    await user.type(within(descriptionItem).getByLabelText(findingsCopy.answerLabel), reason);
    expect(within(form).getByText(dialog.marketingRule.answered)).toBeInTheDocument();
    expect(save).not.toHaveAttribute("aria-disabled");
    await user.click(save);

    expect(await toastSaying(toasts.addedText(title))).toBeInTheDocument();
    const { data } = await serviceRole()
      .from("recommended_resources")
      .select("id, description, marketing_rule_answers")
      .eq("title", title);
    expect(data).toEqual([
      {
        id: expect.any(String),
        description: "The leading guide to advisers' fees.",
        marketing_rule_answers: { "superlative:description:the leading": reason },
      },
    ]);

    // Opened again, the dialog shows the answer kept with the resource, and Save is available.
    const row = (await screen.findByRole("heading", { name: new RegExp(`^${title}`) })).closest(
      "li",
    )!;
    await user.click(within(row).getByRole("button", { name: `${resourcesCopy.edit} ${title}` }));
    const editForm = await screen.findByRole("dialog", { name: dialog.editTitle });
    expect(within(editForm).getByLabelText(findingsCopy.answerLabel)).toHaveValue(reason);
    expect(within(editForm).getByText(dialog.marketingRule.answered)).toBeInTheDocument();
    await serviceRole().from("recommended_resources").delete().eq("id", data![0]!.id);
  }, 90_000);

  it("says 'Error Saving Resource' with the reason when the resource is gone, and stays open", async () => {
    const title = `Edited elsewhere ${Date.now()}`;
    await serviceRole().from("recommended_resources").insert({
      title,
      description: "Deleted while the dialog is open.",
      url: "https://example.com/edited",
    });
    const { user } = await openResources();
    const row = (await screen.findByRole("heading", { name: title })).closest("li")!;
    await user.click(within(row).getByRole("button", { name: `${resourcesCopy.edit} ${title}` }));
    const form = await screen.findByRole("dialog", { name: dialog.editTitle });
    await serviceRole().from("recommended_resources").delete().eq("title", title);
    await user.click(within(form).getByRole("button", { name: dialog.save }));
    expect(await findToast(toasts.saveFailed)).toHaveTextContent(resourcesCopy.missing);
    expect(screen.getByRole("dialog", { name: dialog.editTitle })).toBeInTheDocument();
  });

  it("stores a new thumbnail in the admin's folder, and keeps a removed one's file for the record", async () => {
    const title = `With a thumbnail ${Date.now()}`;
    const { user } = await openResources();
    const form = await openAddDialog(user);
    await fillForm(user, form, {
      [dialog.title]: title,
      [dialog.descriptionLabel]: "Has a picture.",
      [dialog.url]: "https://example.com/picture",
    });
    chooseThumbnail(form, new File([new Uint8Array(64).fill(1)], "one.png", { type: "image/png" }));
    await user.click(within(form).getByRole("button", { name: dialog.save }));
    expect(await toastSaying(toasts.addedText(title))).toBeInTheDocument();
    const [created] = await resourceTitled(title);
    const folder = `${accounts.admin.id}/`;
    const thumbnails = async () =>
      ((await serviceRole().storage.from("resource-thumbnails").list(folder)).data ?? []).map(
        (file) => `${folder}${file.name}`,
      );
    const first = decodeURIComponent(created!.thumbnail_url!.split("/resource-thumbnails/")[1]!);
    expect(first).toMatch(new RegExp(`^${folder}\\d{13}\\.png$`));
    expect(await thumbnails()).toContain(first);

    const row = (await screen.findByRole("heading", { name: title })).closest("li")!;
    await user.click(within(row).getByRole("button", { name: `${resourcesCopy.edit} ${title}` }));
    const editForm = await screen.findByRole("dialog", { name: dialog.editTitle });
    expect(within(editForm).getByRole("img", { name: dialog.thumbnailPreview })).toHaveAttribute(
      "src",
      created!.thumbnail_url,
    );
    await user.click(within(editForm).getByRole("button", { name: dialog.removeThumbnail }));
    await user.click(within(editForm).getByRole("button", { name: dialog.save }));
    expect(await toastSaying(toasts.updatedText(title))).toBeInTheDocument();
    expect((await resourceTitled(title))[0]?.thumbnail_url).toBeNull();
    // The content history's entry of the edit names it: the Compliance archive shows it as before.
    expect(await thumbnails()).toContain(first);
    await serviceRole().from("recommended_resources").delete().eq("title", title);
  });

  it("says 'Error Deleting Resource' when the resource is already gone", async () => {
    const title = `Gone already ${Date.now()}`;
    await serviceRole().from("recommended_resources").insert({
      title,
      description: "Deleted elsewhere.",
      url: "https://example.com/gone",
    });
    const { user } = await openResources();
    const row = (await screen.findByRole("heading", { name: title })).closest("li")!;
    await serviceRole().from("recommended_resources").delete().eq("title", title);
    await user.click(within(row).getByRole("button", { name: `${resourcesCopy.delete} ${title}` }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: resourcesCopy.confirmDelete.confirm,
      }),
    );
    expect(await findToast(toasts.deleteFailed)).toHaveTextContent(resourcesCopy.missing);
  });
});

describe("a resource's change history", () => {
  it("opens from its row and shows the change with the old and the new title", async () => {
    const { data: added, error } = await serviceRole()
      .from("recommended_resources")
      .insert({
        title: "History probe",
        description: "A resource whose title changes once.",
        url: "https://example.com/history-probe",
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    await serviceRole()
      .from("recommended_resources")
      .update({ title: "History probe, renamed" })
      .eq("id", added!.id);

    const { user } = await openResources();
    const toggle = await screen.findByRole("button", {
      name: `${itemHistoryCopy.show} History probe, renamed`,
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);

    const history = await screen.findByRole("region", { name: itemHistoryCopy.heading });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The change's entry: the old title beside the new one; and the entry of its addition.
    expect(
      await within(history).findAllByText("History probe", { exact: true }, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    expect(within(history).getByText("History probe, renamed", { exact: true })).toBeVisible();
    expect(within(history).getAllByText(historyOperationLabels.update)).toHaveLength(1);
    expect(within(history).getAllByText(historyOperationLabels.insert)).toHaveLength(1);

    await serviceRole().from("recommended_resources").delete().eq("id", added!.id);
  });

  it("shows a save made in the dialog in the history already open, without a reload", async () => {
    const title = `History follows ${Date.now()}`;
    const { data: added, error } = await serviceRole()
      .from("recommended_resources")
      .insert({
        title,
        description: "Edited while its history is open.",
        url: "https://example.com/follows",
      })
      .select("id")
      .single();
    expect(error).toBeNull();

    const { user } = await openResources();
    const row = (await screen.findByRole("heading", { name: title })).closest("li")!;
    await user.click(within(row).getByRole("button", { name: `${itemHistoryCopy.show} ${title}` }));
    const history = await within(row).findByRole("region", { name: itemHistoryCopy.heading });
    expect(
      await within(history).findAllByText(historyOperationLabels.insert, {}, { timeout: 10_000 }),
    ).toHaveLength(1);
    expect(within(history).queryByText(historyOperationLabels.update)).toBeNull();

    // The history was read a moment ago, well within its minute of freshness: only the save's own
    // invalidation can bring the new entry.
    await user.click(within(row).getByRole("button", { name: `${resourcesCopy.edit} ${title}` }));
    const editForm = await screen.findByRole("dialog", { name: dialog.editTitle });
    await user.click(within(editForm).getByRole("switch", { name: dialog.featured }));
    await user.click(within(editForm).getByRole("button", { name: dialog.save }));
    expect(await toastSaying(toasts.updatedText(title))).toBeInTheDocument();
    expect(
      await within(history).findAllByText(historyOperationLabels.update, {}, { timeout: 10_000 }),
    ).toHaveLength(1);
    expect(within(history).getAllByText(historyOperationLabels.insert)).toHaveLength(1);

    await serviceRole().from("recommended_resources").delete().eq("id", added!.id);
  }, 30_000);
});
