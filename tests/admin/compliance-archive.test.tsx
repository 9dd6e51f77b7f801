// The Compliance archive (the adviser's books and records of the site) on the real route table,
// signed in as the seeded admin, over the local stack: changes made through the API show up as
// entries with their diff, the filters and pages ask the stack for ranges and counts, the chain
// verifies, the exports hold the entries with their hashes, and a retired document's file is still
// there to download.
import { createHash } from "node:crypto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { adminPageCopy } from "@/content/admin/pages";
import {
  complianceArchiveCopy as copy,
  historyFilterMessages,
  historyThumbnailAlt,
} from "@/content/content-history";
import { paths } from "@/content/routes";
import { supabase } from "@/lib/supabase";
import { readHistoryCsv, sha256Hex } from "../support/history-csv";
import { seededAdminByline } from "../support/seeded-admin-byline";
import { seededResource } from "../support/seeded-resource";
import { fillJsdomGapsForRadix } from "../support/jsdom-gaps";
import {
  accounts,
  createThrowawayAdmin,
  findToast,
  renderApp,
  serviceRole,
  startSession,
} from "../support/render-app";

const archiveUrl = paths.admin.complianceArchive.getHref();

fillJsdomGapsForRadix();

// Not featured; item-history.test.tsx changes another one.
const seeded = seededResource("https://www.bogleheads.org/wiki/Tax-efficient_fund_placement");

/** The signed-in admin adds `suffix` to the resource's title; the test's end restores it. */
async function renameResource(suffix: string) {
  const resource = await seeded.read();
  const newTitle = `${resource.title} (${suffix})`;
  await seeded.change(resource, { title: newTitle });
  return { id: resource.id, oldTitle: resource.title, newTitle };
}

async function openArchive() {
  const app = await renderApp(archiveUrl, { account: "admin" });
  await screen.findByRole("heading", { level: 1, name: adminPageCopy.complianceArchive.title });
  return app;
}

/** The entry whose heading is `name`. */
const entryNamed = async (name: string) =>
  (await screen.findByRole("heading", { level: 3, name })).closest("article")!;

/** The ids of the entries on screen, in order. */
const entryIds = () =>
  screen
    .getAllByRole("article")
    .map((article) => Number(article.getAttribute("aria-labelledby")!.split("-").at(-1)));

/** The tables of the entries on screen. */
const tablesOnScreen = () =>
  new Set(
    screen
      .getAllByRole("article")
      .map(
        (article) =>
          within(article).getByText(/^(Resources|Legal documents|Site settings)$/).textContent,
      ),
  );

/** An entry's list of changed fields, before its hashes. */
const diffOf = (entry: HTMLElement) => entry.querySelector("dl")!;

/** What the page saved through a[download]: URL.createObjectURL sees every blob. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return `blob:test/${blobs.length}`;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

let since: Date;
beforeEach(() => {
  since = new Date();
});
afterEach(async () => {
  vi.unstubAllGlobals();
});

describe("the Compliance archive", () => {
  it("is an item of the sidebar and shows the admin's title change: who, when, old and new", async () => {
    await startSession("admin");
    const change = await renameResource(`renamed ${Date.now()}`);
    const { user } = await renderApp(paths.admin.dashboard.getHref(), { account: "admin" });
    await screen.findByRole("heading", { level: 1, name: adminPageCopy.dashboard.title });
    const nav = screen.getByRole("navigation", { name: "Admin" });
    await user.click(within(nav).getByRole("link", { name: "Compliance Archive" }));

    const entry = await entryNamed(`Changed: ${change.newTitle}`);
    expect(within(entry).getByText("Resources")).toBeInTheDocument();
    await waitFor(() => expect(entry).toHaveTextContent(seededAdminByline));
    expect(entry).not.toHaveTextContent(accounts.admin.id);
    const when = new Date(within(entry).getByRole("time").getAttribute("datetime")!);
    expect(when.getTime()).toBeGreaterThanOrEqual(since.getTime() - 5_000);
    // Only the title changed: the diff lists that one field, old struck out, new inserted.
    const fields = within(diffOf(entry)).getAllByRole("term");
    expect(fields.map((field) => field.textContent)).toEqual(["Title"]);
    expect(entry.querySelector("del")).toHaveTextContent(change.oldTitle);
    expect(entry.querySelector("ins")).toHaveTextContent(change.newTitle);
    expect(within(nav).getByRole("link", { name: "Compliance Archive" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("titles a site settings change by the fields it changed, in the settings form's words", async () => {
    await startSession("admin");
    const { data: before, error } = await supabase
      .from("site_settings")
      .select("company_tagline, copyright_text")
      .eq("id", 1)
      .single();
    if (error) throw error;
    const tagline = `Fee-only advice since ${Date.now()}`;
    const changed = await supabase
      .from("site_settings")
      .update({ company_tagline: tagline, copyright_text: `${before.copyright_text} (${tagline})` })
      .eq("id", 1);
    if (changed.error) throw changed.error;
    onTestFinished(async () => {
      await startSession("admin");
      await supabase.from("site_settings").update(before).eq("id", 1);
    });

    await openArchive();
    const headings = await screen.findAllByRole("heading", {
      level: 3,
      name: "Changed: Site settings (Company tagline, Copyright text)",
    });
    const entry = headings
      .map((heading) => heading.closest("article")!)
      .find((article) => article.textContent!.includes(tagline));
    expect(entry).toBeDefined();
    expect(within(entry!).getByText("Site settings")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: "Changed: 1" })).not.toBeInTheDocument();
  });

  it("says the chain verifies, with the count and last hash the database reports", async () => {
    await openArchive();
    const status = await screen.findByText(/^Verified: \d+ entries, none altered or missing\.$/);
    const { data } = await serviceRole().rpc("verify_content_history");
    const [chain] = data as { entries: number; last_hash: string }[];
    // Other test files may add entries meanwhile: the page's count is at most the later one.
    const shown = Number(/(\d+) entries/.exec(status.textContent!)![1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(chain!.entries);
    const chainSection = screen.getByRole("region", { name: copy.chain.heading });
    expect(within(chainSection).getByText(/^[0-9a-f]{64}$/)).toBeInTheDocument();
  });

  it("names the first broken link when the database finds one", async () => {
    // A tampered chain cannot be made in this shared stack without breaking the other tests' chain
    // (supabase/tests/content-history.test.ts tampers for real): the RPC's answer is replaced here
    // with what verify_content_history() returns for an entry changed behind the triggers' back.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes("/rpc/verify_content_history")
        ? Promise.resolve(
            Response.json([
              {
                valid: false,
                entries: 40,
                last_id: 40,
                last_hash: "ab".repeat(32),
                broken_id: 7,
                reason: "hash mismatch",
                detail: "entry 7 was changed after it was written",
              },
            ]),
          )
        : realFetch(input, init),
    );
    await openArchive();
    const chainSection = screen.getByRole("region", { name: copy.chain.heading });
    expect(await within(chainSection).findByRole("alert")).toHaveTextContent(
      "Broken at entry 7: entry 7 was changed after it was written.",
    );
  });

  it("filters by table and by days, says when nothing matches, and refuses an end before the start", async () => {
    const { user, router } = await openArchive();
    await screen.findByText(/^Entries 1 to \d+ of \d+$/);

    await user.click(screen.getByRole("combobox", { name: copy.filters.table }));
    await user.click(await screen.findByRole("option", { name: "Legal documents" }));
    await user.click(screen.getByRole("button", { name: copy.filters.apply }));
    await waitFor(() => expect(tablesOnScreen()).toEqual(new Set(["Legal documents"])));
    expect(router.state.location.search).toBe("?table=legal_documents");

    await user.type(screen.getByLabelText(copy.filters.from), "2099-01-01");
    await user.click(screen.getByRole("button", { name: copy.filters.apply }));
    expect(await screen.findByText(copy.entries.empty)).toBeInTheDocument();
    expect(screen.getByText("Showing: Legal documents, from 2099-01-01 on.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(copy.filters.to), "2098-12-31");
    await user.click(screen.getByRole("button", { name: copy.filters.apply }));
    const to = screen.getByLabelText(copy.filters.to);
    expect(await screen.findByText(historyFilterMessages.endBeforeStart)).toBeInTheDocument();
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription(
      expect.stringContaining(historyFilterMessages.endBeforeStart),
    );

    await user.click(screen.getByRole("button", { name: copy.filters.clear }));
    expect(await screen.findAllByRole("article")).not.toHaveLength(0);
    expect(screen.getByRole("combobox", { name: copy.filters.table })).toHaveTextContent(
      copy.filters.allTables,
    );
    expect(router.state.location.search).toBe("");
    expect(await screen.findByText("Showing: All tables, of every day.")).toBeInTheDocument();
  });

  it("keeps its filters and page in the URL: a link opens them, the back button returns to the last", async () => {
    const { router } = await renderApp(`${archiveUrl}?table=legal_documents&from=2099-01-01`, {
      account: "admin",
    });
    expect(await screen.findByText(copy.entries.empty)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: copy.filters.table })).toHaveTextContent(
      "Legal documents",
    );
    expect(screen.getByLabelText(copy.filters.from)).toHaveValue("2099-01-01");

    await router.navigate(`${archiveUrl}?table=legal_documents`);
    await waitFor(() => expect(screen.getByLabelText(copy.filters.from)).toHaveValue(""));
    expect(await screen.findAllByRole("article")).not.toHaveLength(0);
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText(copy.filters.from)).toHaveValue("2099-01-01"));
    expect(await screen.findByText(copy.entries.empty)).toBeInTheDocument();

    // What cannot be read is left out: the whole archive, first page.
    await router.navigate(`${archiveUrl}?table=users&from=yesterday&page=-3`);
    expect(await screen.findByText(/^Entries 1 to \d+ of \d+$/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: copy.filters.table })).toHaveTextContent(
      copy.filters.allTables,
    );
    expect(screen.getByLabelText(copy.filters.from)).toHaveValue("");
  });

  it("pages through the entries 10 at a time with the exact total, by keyboard", async () => {
    // Enough entries for a second page: a resource's category changed 11 times, back as it was.
    await startSession("admin");
    const resource = await seeded.read();
    for (let round = 1; round <= 11; round += 1) {
      const category = round === 11 ? resource.category : `${resource.category} (${round})`;
      const { error } = await supabase
        .from("recommended_resources")
        .update({ category })
        .eq("id", resource.id);
      if (error) throw error;
    }
    const { count } = await serviceRole()
      .from("content_history")
      .select("id", { count: "exact", head: true });
    const { user, router } = await openArchive();
    const range = await screen.findByText(/^Entries 1 to 10 of \d+$/);
    const total = Number(/of (\d+)/.exec(range.textContent!)![1]);
    expect(total).toBeGreaterThanOrEqual(count!);
    expect(screen.getAllByRole("article")).toHaveLength(10);
    const pages = screen.getByRole("navigation", { name: copy.list.pagesLabel });
    expect(within(pages).getByText(`Page 1 of ${Math.ceil(total / 10)}`)).toBeInTheDocument();
    expect(within(pages).getByRole("button", { name: copy.list.previous })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    const firstPage = entryIds();
    within(pages).getByRole("button", { name: copy.list.next }).focus();
    await user.keyboard("{Enter}");
    expect(router.state.location.search).toBe("?page=2");
    // Other test files may add entries meanwhile, which moves older ones down a page.
    const secondRange = await screen.findByText(/^Entries 11 to \d+ of \d+$/);
    // The focus moves to the top of the new page, so the keyboard reads on from its first entry.
    await waitFor(() => expect(secondRange).toHaveFocus());
    expect(within(pages).getByText(/^Page 2 of \d+$/)).toBeInTheDocument();
    // Newest first across the pages: no entry of page 2 is newer than those of page 1.
    const ids = entryIds();
    expect(Math.max(...ids)).toBeLessThanOrEqual(Math.min(...firstPage));
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("names each actor by name and email, a deleted account by its id with a note", async () => {
    const named = await createThrowawayAdmin();
    await startSession(named);
    const saved = await supabase.rpc("save_admin_profile", { full_name: "Jane Examiner" });
    if (saved.error) throw saved.error;
    const byNamed = await renameResource(`by Jane ${Date.now()}`);
    const gone = await createThrowawayAdmin();
    await startSession(gone);
    const byGone = await renameResource(`by a former admin ${Date.now()}`);
    const deleted = await serviceRole().auth.admin.deleteUser(gone.id);
    if (deleted.error) throw deleted.error;

    await openArchive();
    const namedEntry = await entryNamed(`Changed: ${byNamed.newTitle}`);
    await waitFor(() => expect(namedEntry).toHaveTextContent(`By Jane Examiner (${named.email})`));
    expect(namedEntry).not.toHaveTextContent(named.id);
    expect(namedEntry).not.toHaveTextContent("(you)");
    const goneEntry = await entryNamed(`Changed: ${byGone.newTitle}`);
    expect(goneEntry).toHaveTextContent(`By ${gone.id} ${copy.entry.deletedActor}`);
  });

  it("shows the actor's id, without a note, when the directory cannot be read", async () => {
    await startSession("admin");
    const change = await renameResource(`no directory ${Date.now()}`);
    const realFetch = globalThis.fetch;
    let refused = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      if (
        !String(input instanceof Request ? input.url : input).includes(
          "/rpc/history_actor_directory",
        )
      )
        return realFetch(input, init);
      refused += 1;
      return Promise.resolve(new Response(JSON.stringify({ message: "boom" }), { status: 503 }));
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await openArchive();
    const entry = await entryNamed(`Changed: ${change.newTitle}`);
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    expect(entry).toHaveTextContent(`By ${accounts.admin.id} (you)`);
    expect(entry).not.toHaveTextContent(copy.entry.deletedActor);
    expect(entry).not.toHaveTextContent(accounts.admin.email);
  });

  it("shows values with their labels: a document type's title, Yes and No, times in the firm's zone named", async () => {
    await startSession("admin");
    const name = `Brochure draft ${Date.now()}`;
    // Written by the service role and retired at once: the public /adv keeps its Form ADV Part 2A.
    await uploadDocument(name, "0".repeat(64), "adv_part_2a");
    const { user } = await openArchive();
    const entry = await entryNamed(`Added: ${name}`);
    // A whole new row: its fields are in a closed disclosure whose summary names them.
    const summary = within(entry).getByText(/^\d+ fields: /);
    expect(summary).toHaveTextContent("Document type");
    await user.click(summary);
    const field = (label: string) =>
      within(diffOf(entry))
        .getAllByRole("term")
        .find((term) => term.textContent === label)!.nextElementSibling!;
    // The type's title, not the stored code (adv_part_2a).
    expect(field("Document type")).toHaveTextContent(/^AfterForm ADV Part 2A$/);
    expect(field("Active")).toHaveTextContent(/^AfterNo$/);
    // The time the row was created, in the firm's zone, the zone named (dates.test.tsx holds every
    // screen to one instant).
    expect(field("Created")).toHaveTextContent(
      /^After[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/,
    );
    expect(field("Created")).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}T/);
    expect(screen.getByText(copy.list.timeZone("America/Chicago"))).toBeInTheDocument();
  });

  it("shows a thumbnail change as the pictures, and the address as a link when one cannot load", async () => {
    await startSession("admin");
    const resource = await seeded.read();
    const first = `https://images.example.com/thumbnails/first-${Date.now()}.png`;
    const second = `https://images.example.com/thumbnails/second-${Date.now()}.png`;
    await seeded.change(resource, { thumbnail_url: first });
    const change = await renameResource(`pictured ${Date.now()}`);
    const replaced = await supabase
      .from("recommended_resources")
      .update({ thumbnail_url: second })
      .eq("id", resource.id);
    if (replaced.error) throw replaced.error;

    await openArchive();
    const entries = await screen.findAllByRole("heading", {
      level: 3,
      name: `Changed: ${change.newTitle}`,
    });
    // The newest entry of that title is the thumbnail's replacement.
    const entry = entries[0]!.closest("article")!;
    expect(
      within(diffOf(entry))
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Thumbnail"]);
    const before = within(entry).getByRole("img", { name: historyThumbnailAlt.before });
    const after = within(entry).getByRole("img", { name: historyThumbnailAlt.after });
    expect(before).toHaveAttribute("src", first);
    expect(after).toHaveAttribute("src", second);
    expect(entry).not.toHaveTextContent(first);

    fireEvent.error(after);
    expect(within(entry).getByRole("link", { name: second })).toHaveAttribute("href", second);
    expect(within(entry).getByRole("img", { name: historyThumbnailAlt.before })).toBe(before);
  });

  it("exports the filtered entries as CSV and JSON with their hashes", async () => {
    await startSession("admin");
    const change = await renameResource(`exported ${Date.now()}`);
    const downloads = captureDownloads();
    const { user } = await openArchive();
    await entryNamed(`Changed: ${change.newTitle}`);
    await user.click(screen.getByRole("combobox", { name: copy.filters.table }));
    await user.click(await screen.findByRole("option", { name: "Resources" }));
    await user.click(screen.getByRole("button", { name: copy.filters.apply }));
    expect(await screen.findByText("Showing: Resources, of every day.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: copy.export.csv }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.names[0]).toMatch(/^content-history-recommended-resources-\d{8}-\d{6}\.csv$/);
    expect(await screen.findByText(copy.export.saved(downloads.names[0]!))).toBeInTheDocument();
    const exported = readHistoryCsv(await downloads.blobs[0]!.text());
    expect(exported.tables).toEqual(["recommended_resources"]);
    const row = exported.titleChanges.find((candidate) => candidate.newTitle === change.newTitle);
    expect(row).toEqual({
      id: expect.any(Number),
      row_id: change.id,
      operation: "update",
      actor: accounts.admin.id,
      actorName: "",
      actorEmail: accounts.admin.email,
      // In the firm's zone, the zone named, as the archive shows it.
      localTime: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/),
      oldTitle: change.oldTitle,
      newTitle: change.newTitle,
      hash: expect.stringMatching(sha256Hex),
      prev_hash: expect.stringMatching(sha256Hex),
    });
    const { data: stored } = await serviceRole()
      .from("content_history")
      .select("hash, prev_hash")
      .eq("id", row!.id)
      .single();
    expect(row).toMatchObject(stored!);

    await user.click(screen.getByRole("button", { name: copy.export.json }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(2));
    const json = JSON.parse(await downloads.blobs[1]!.text());
    expect(json.filters.table).toBe("recommended_resources");
    expect(json.chain.valid).toBe(true);
    expect(json.entries.find((entry: { id: number }) => entry.id === row!.id).hash).toBe(row!.hash);
    expect(json.actors).toContainEqual({
      id: accounts.admin.id,
      name: null,
      email: accounts.admin.email,
    });
  });

  /**
   * A document and its file, uploaded with the admin's session; `recorded` is what the row says of
   * the file: its own SHA-256 by default. Other than the admin's uploads (recorded as another file's,
   * or not at all, as documents were before hashes were kept), it is written by the service role and
   * retired at once, so no other test sees it as the current version of its type.
   */
  async function uploadDocument(
    name: string,
    recorded?: string | null,
    documentType = "investment_agreement",
  ) {
    const filePath = `${documentType}-${Date.now()}.pdf`;
    const pdf = new TextEncoder().encode(`%PDF-1.4\n% ${name}\n%%EOF\n`);
    const upload = await supabase.storage
      .from("legal-documents")
      .upload(filePath, pdf.buffer, { contentType: "application/pdf" });
    if (upload.error) throw upload.error;
    const row = {
      name,
      document_type: documentType,
      file_path: filePath,
      file_size: pdf.byteLength,
      sha256: recorded === undefined ? createHash("sha256").update(pdf).digest("hex") : recorded,
    };
    const { data: document, error } = await (
      recorded === undefined
        ? supabase.from("legal_documents").insert(row)
        : serviceRole()
            .from("legal_documents")
            .insert({ ...row, is_active: false })
    )
      .select("id, sha256")
      .single();
    if (error) throw error;
    return { ...document, filePath };
  }

  it("keeps a retired document's file downloadable from its entry, with the SHA-256 it was uploaded with", async () => {
    await startSession("admin");
    const name = `Withdrawn agreement ${Date.now()}`;
    const document = await uploadDocument(name);
    const retired = await supabase
      .from("legal_documents")
      .update({ is_active: false })
      .eq("id", document.id);
    if (retired.error) throw retired.error;
    // The public can no longer get the file.
    await startSession(null);
    expect(
      (await supabase.storage.from("legal-documents").download(document.filePath)).error,
    ).not.toBeNull();

    const downloads = captureDownloads();
    const { user } = await openArchive();
    const entry = await entryNamed(`Changed: ${name}`);
    expect(within(diffOf(entry)).getByRole("term")).toHaveTextContent("Active");
    expect(entry.querySelector("del")).toHaveTextContent("Yes");
    expect(entry.querySelector("ins")).toHaveTextContent("No");
    expect(entry).toHaveTextContent(`${copy.entry.fileHash} ${document.sha256}`);
    await user.click(within(entry).getByRole("button", { name: `Download ${name}.pdf` }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.names).toEqual([`${name}.pdf`]);
    expect(await downloads.blobs[0]!.text()).toMatch(/^%PDF-1\.4/);
  });

  it("refuses to save a stored file that does not match the SHA-256 its document recorded", async () => {
    await startSession("admin");
    const name = `Mismatched agreement ${Date.now()}`;
    await uploadDocument(name, "0".repeat(64));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const downloads = captureDownloads();
    const { user } = await openArchive();
    const entry = await entryNamed(`Added: ${name}`);
    await user.click(within(entry).getByRole("button", { name: `Download ${name}.pdf` }));
    expect(await findToast(copy.entry.fileMismatch(`${name}.pdf`))).toBeInTheDocument();
    expect(downloads.blobs).toEqual([]);
  });

  it("says 'not recorded' for a document recorded without a hash, and saves its file unchecked", async () => {
    await startSession("admin");
    const name = `Unhashed agreement ${Date.now()}`;
    await uploadDocument(name, null);
    const downloads = captureDownloads();
    const { user } = await openArchive();
    const entry = await entryNamed(`Added: ${name}`);
    expect(entry).toHaveTextContent(`${copy.entry.fileHash} ${copy.entry.fileHashNotRecorded}`);
    await user.click(within(entry).getByRole("button", { name: `Download ${name}.pdf` }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
  });

  it("says when the entries cannot be loaded, and loads them on 'Try again'", async () => {
    const realFetch = globalThis.fetch;
    let failing = true;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      failing &&
      String(input instanceof Request ? input.url : input).includes("/rest/v1/content_history")
        ? Promise.resolve(new Response(JSON.stringify({ message: "boom" }), { status: 503 }))
        : realFetch(input, init),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = await openArchive();
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(copy.list.loadFailed);
    failing = false;
    await user.click(within(alert).getByRole("button", { name: copy.list.retry }));
    expect(await screen.findByText(/^Entries 1 to \d+ of \d+$/)).toBeInTheDocument();
  });
});
