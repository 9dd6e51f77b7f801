// The per-item history (the Compliance archive's entries of one row) that the resources and
// documents screens of /admin show per row: an item's own entries from the real local stack, newest
// first, each with who, when and the fields before and after, in the words the caller passes.
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "sonner";
import { DataProviders } from "@/lib/data-providers";
import { itemHistoryCopy, type ItemHistoryCopy } from "@/content/content-history";
import { ItemHistory, type ItemHistoryProps } from "@/features/content-history";
import { supabase } from "@/lib/supabase";
import { accounts, startSession } from "../support/render-app";
import { seededAdminByline } from "../support/seeded-admin-byline";
import { seededResource } from "../support/seeded-resource";

// Not featured; compliance-archive.test.tsx changes another one.
const seeded = seededResource("https://www.bogleheads.org/wiki/Rebalancing");

const resourceCopy: ItemHistoryCopy = {
  ...itemHistoryCopy,
  heading: "History of this resource",
  empty: "This resource has no recorded change.",
};

function renderHistory(props: Omit<ItemHistoryProps, "copy">, copy = resourceCopy) {
  return render(
    <DataProviders toaster={<Toaster />}>
      <ItemHistory copy={copy} {...props} />
    </DataProviders>,
  );
}

describe("an item's history", () => {
  it("lists only that item's changes, newest first, with the fields before and after", async () => {
    await startSession("admin");
    const resource = await seeded.read();
    const newTitle = `Rebalancing, step by step ${Date.now()}`;
    await seeded.change(resource, {
      title: newTitle,
      description: "When and how to bring a portfolio back to target.",
    });

    renderHistory({
      table: "recommended_resources",
      rowId: resource.id,
      currentUserId: accounts.admin.id,
    });
    expect(
      screen.getByRole("heading", { level: 2, name: "History of this resource" }),
    ).toBeInTheDocument();
    const newest = (
      await screen.findByRole("heading", { level: 3, name: `Changed: ${newTitle}` })
    ).closest("article")!;
    const articles = screen.getAllByRole("article");
    expect(articles[0]).toBe(newest);
    for (const article of articles) expect(article).toHaveTextContent(resource.id);
    await waitFor(() => expect(newest).toHaveTextContent(seededAdminByline));
    const diff = within(newest.querySelector("dl")!);
    expect(diff.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Title",
      "Description",
    ]);
    expect(diff.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      `Before${resource.title}After${newTitle}`,
      `Before${resource.description}AfterWhen and how to bring a portfolio back to target.`,
    ]);
    // The oldest entry is the seed's: added by nobody signed in, every field with its value.
    const added = articles.at(-1)!;
    expect(within(added).getByRole("heading", { level: 3 })).toHaveTextContent(/^Added: /);
    expect(added).toHaveTextContent("By the system (no signed-in user)");
    expect(within(added.querySelector("dl")!).getByText(seeded.url)).toBeInTheDocument();
  });

  it("offers a document version's file for download", async () => {
    await startSession("admin");
    const { data: document } = await supabase
      .from("legal_documents")
      .select("id, name")
      .eq("document_type", "adv_part_2b")
      .order("created_at")
      .limit(1)
      .single();
    renderHistory(
      { table: "legal_documents", rowId: document!.id, headingLevel: 3 },
      itemHistoryCopy,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Change history" })).toBeInTheDocument();
    const entry = (
      await screen.findByRole("heading", { level: 4, name: `Added: ${document!.name}` })
    ).closest("article")!;
    expect(
      within(entry).getByRole("button", { name: `Download ${document!.name}.pdf` }),
    ).toBeInTheDocument();
  });

  it("says so when the item has no recorded change", async () => {
    await startSession("admin");
    renderHistory({ table: "recommended_resources", rowId: crypto.randomUUID() });
    expect(await screen.findByText("This resource has no recorded change.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("shows a signed-in non-admin nothing: the database lets only admins read the history", async () => {
    await startSession("admin");
    const resource = await seeded.read();
    await startSession("visitor");
    renderHistory({ table: "recommended_resources", rowId: resource.id });
    expect(await screen.findByText("This resource has no recorded change.")).toBeInTheDocument();
  });
});
