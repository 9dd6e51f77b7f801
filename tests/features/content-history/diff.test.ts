import { describe, expect, it } from "vitest";
import { changesAsText, describeChanges, entryItemName } from "@/features/content-history/diff";

const resource = {
  id: "5b0e1c9a-0000-4000-8000-000000000001",
  title: "Three-Fund Portfolio",
  description: "Bogleheads on a three-fund portfolio.",
  category: "Portfolio Construction",
  url: "https://www.bogleheads.org/wiki/Three-fund_portfolio",
  thumbnail_url: null,
  is_featured: true,
  created_at: "2026-01-01T00:00:00+00:00",
  user_id: "a1a1a1a1-0000-4000-8000-000000000001",
};

describe("describeChanges", () => {
  it("lists only the fields an update changed, with their old and new values", () => {
    const changes = describeChanges({
      operation: "update",
      before: resource,
      after: { ...resource, title: "The Three-Fund Portfolio", is_featured: false },
    });
    expect(changes).toEqual([
      {
        field: "title",
        label: "Title",
        before: { text: "Three-Fund Portfolio" },
        after: { text: "The Three-Fund Portfolio" },
      },
      { field: "is_featured", label: "Featured", before: { text: "Yes" }, after: { text: "No" } },
    ]);
  });

  it("shows empty values as such, in both directions; a thumbnail's address as a picture", () => {
    const changes = describeChanges({
      operation: "update",
      before: resource,
      after: { ...resource, thumbnail_url: "https://example.com/t.png", category: "" },
    });
    expect(changes).toEqual([
      {
        field: "category",
        label: "Category",
        before: { text: "Portfolio Construction" },
        after: { text: "(empty)" },
      },
      {
        field: "thumbnail_url",
        label: "Thumbnail",
        before: { text: "(empty)" },
        after: { text: "https://example.com/t.png", imageUrl: "https://example.com/t.png" },
      },
    ]);
  });

  it("lists every field of an added row, with no before", () => {
    const changes = describeChanges({ operation: "insert", before: null, after: resource });
    expect(changes.map((change) => change.label)).toEqual([
      "Title",
      "Description",
      "Category",
      "Link",
      "Thumbnail",
      "Featured",
      "Owner",
      "Created",
      "Record id",
    ]);
    expect(changes.every((change) => !("before" in change) && change.after !== undefined)).toBe(
      true,
    );
  });

  it("lists every field of a deleted row, with no after", () => {
    const changes = describeChanges({ operation: "delete", before: resource, after: null });
    expect(changes).toHaveLength(Object.keys(resource).length);
    expect(changes[0]).toEqual({
      field: "title",
      label: "Title",
      before: { text: "Three-Fund Portfolio" },
    });
  });

  it("names unknown fields readably, after the known ones, and compares nested values", () => {
    const before = { id: "1", footer_links: [{ label: "Privacy" }], business_hours: "9-5" };
    const after = { id: "1", footer_links: [{ label: "Privacy policy" }], business_hours: "9-5" };
    expect(describeChanges({ operation: "update", before, after })).toEqual([
      {
        field: "footer_links",
        label: "Footer links",
        before: { text: '[{"label":"Privacy"}]' },
        after: { text: '[{"label":"Privacy policy"}]' },
      },
    ]);
  });

  it("finds no change in an update that wrote the same values", () => {
    expect(
      describeChanges({ operation: "update", before: resource, after: { ...resource } }),
    ).toEqual([]);
  });

  it("shows a document type by its title and a time in the firm's zone, with the zone named", () => {
    const document = {
      document_type: "adv_part_2a",
      created_at: "2026-11-25T16:04:05.123456+00:00",
      is_active: true,
    };
    const changes = describeChanges({
      operation: "update",
      before: document,
      after: {
        ...document,
        document_type: "form_crs",
        created_at: "2026-07-01T12:00:00+00:00",
        is_active: false,
      },
    });
    expect(changes).toEqual([
      {
        field: "document_type",
        label: "Document type",
        before: { text: "Form ADV Part 2A" },
        after: { text: "Form CRS" },
      },
      { field: "is_active", label: "Active", before: { text: "Yes" }, after: { text: "No" } },
      {
        field: "created_at",
        label: "Created",
        before: { text: "November 25, 2026, 10:04 AM CST" },
        after: { text: "July 1, 2026, 7:00 AM CDT" },
      },
    ]);
    expect(changesAsText(changes)).toBe(
      [
        "Document type: Form ADV Part 2A → Form CRS",
        "Active: Yes → No",
        "Created: November 25, 2026, 10:04 AM CST → July 1, 2026, 7:00 AM CDT",
      ].join("\n"),
    );
  });

  it("leaves text that only looks like a date as it is", () => {
    const [change] = describeChanges({
      operation: "insert",
      before: null,
      after: { title: "2026-11-25 review" },
    });
    expect(change!.after).toEqual({ text: "2026-11-25 review" });
  });

  it("names a resource's owner by name and email when the directory knows them, else by id", () => {
    const people = new Map([
      [resource.user_id, { name: "Jane Examiner", email: "jane@example.com" }],
    ]);
    const owner = (userId: string) =>
      describeChanges(
        { operation: "insert", before: null, after: { user_id: userId } },
        { people },
      )[0]!.after;
    expect(owner(resource.user_id)).toEqual({ text: "Jane Examiner (jane@example.com)" });
    const stranger = "c3c3c3c3-0000-4000-8000-000000000003";
    expect(owner(stranger)).toEqual({ text: stranger });
  });
});

describe("entryItemName", () => {
  const settings = {
    id: 1,
    site_name: "Northern Plains Advisory",
    company_tagline: "Fee-only advice",
    copyright_text: "Northern Plains Advisory. All rights reserved.",
    updated_at: "2026-11-27T18:00:00+00:00",
  };
  const settingsEntry = { table_name: "site_settings", row_id: "1", before: settings };

  it("names a site settings change by the fields it changed, in the form's words", () => {
    const name = entryItemName({
      ...settingsEntry,
      operation: "update",
      after: {
        ...settings,
        company_tagline: "Fee-only, fiduciary advice",
        copyright_text: "© Northern Plains Advisory",
        updated_at: "2026-11-28T01:22:00+00:00",
      },
    });
    expect(name).toBe("Site settings (Company tagline, Copyright text)");
  });

  it("names the settings' first row the site settings, not its id", () => {
    expect(
      entryItemName({ ...settingsEntry, operation: "insert", before: null, after: settings }),
    ).toBe("Site settings");
  });

  it("keeps naming other items by their title", () => {
    expect(
      entryItemName({
        table_name: "recommended_resources",
        row_id: resource.id,
        operation: "update",
        before: resource,
        after: resource,
      }),
    ).toBe("Three-Fund Portfolio");
  });
});
