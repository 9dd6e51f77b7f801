import { describe, expect, it } from "vitest";
import { describeChanges } from "@/features/content-history/diff";

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
        before: "Three-Fund Portfolio",
        after: "The Three-Fund Portfolio",
      },
      { field: "is_featured", label: "Featured", before: "Yes", after: "No" },
    ]);
  });

  it("shows empty values as such, in both directions", () => {
    const changes = describeChanges({
      operation: "update",
      before: resource,
      after: { ...resource, thumbnail_url: "https://example.com/t.png", category: "" },
    });
    expect(changes).toEqual([
      { field: "category", label: "Category", before: "Portfolio Construction", after: "(empty)" },
      {
        field: "thumbnail_url",
        label: "Thumbnail",
        before: "(empty)",
        after: "https://example.com/t.png",
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
    expect(changes[0]).toEqual({ field: "title", label: "Title", before: "Three-Fund Portfolio" });
  });

  it("names unknown fields readably, after the known ones, and compares nested values", () => {
    const before = { id: "1", footer_links: [{ label: "Privacy" }], business_hours: "9-5" };
    const after = { id: "1", footer_links: [{ label: "Privacy policy" }], business_hours: "9-5" };
    expect(describeChanges({ operation: "update", before, after })).toEqual([
      {
        field: "footer_links",
        label: "Footer links",
        before: '[{"label":"Privacy"}]',
        after: '[{"label":"Privacy policy"}]',
      },
    ]);
  });

  it("finds no change in an update that wrote the same values", () => {
    expect(
      describeChanges({ operation: "update", before: resource, after: { ...resource } }),
    ).toEqual([]);
  });
});
