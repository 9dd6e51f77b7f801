// What the admin list shows first and what a retirement's confirmation says the public sees next.
import { describe, expect, it } from "vitest";
import { documentsCopy } from "@/content/admin/documents";
import { formatDate } from "@/lib/instants";
import {
  offeredAfterRetiring,
  versionsByType,
  type DocumentVersion,
} from "@/features/legal-documents/documents";

const version = (
  id: string,
  type: string,
  createdAt: string,
  isActive = true,
): DocumentVersion => ({
  id,
  name: `${type} ${id}`,
  document_type: type,
  file_path: `${type}-${Date.parse(createdAt)}.pdf`,
  file_size: 1000,
  created_at: createdAt,
  material_changes: null,
  is_active: isActive,
});

// Newest first, as the query returns them: a retired newest, the public one, an older one.
const retiredNewest = version("c", "adv_part_2a", "2026-03-01T18:00:00Z", false);
const current = version("b", "adv_part_2a", "2026-02-01T18:00:00Z");
const older = version("a", "adv_part_2a", "2026-01-10T18:00:00Z");
const documents = [retiredNewest, current, older];

describe("the versions list", () => {
  it("shows the public version first, then the others newest first", () => {
    const [group] = versionsByType(documents, ["adv_part_2a"]);
    expect(group!.versions.map(({ document, status }) => [document.id, status])).toEqual([
      ["b", "current"],
      ["c", "retired"],
      ["a", "older"],
    ]);
  });
});

describe("retiring a document", () => {
  const { confirmRetire } = documentsCopy;

  it("the public version: the next active one is offered, by name and posting date", () => {
    expect(offeredAfterRetiring(documents, current)).toEqual({ change: "next", document: older });
    expect(
      confirmRetire.offeredAs("Form ADV Part 2A", older.name, formatDate(older.created_at)),
    ).toBe("Form ADV Part 2A will be offered as 'adv_part_2a a', posted January 10, 2026");
  });

  it("an older version: the public one stays", () => {
    expect(offeredAfterRetiring(documents, older)).toEqual({
      change: "unchanged",
      document: current,
    });
  });

  it("the only active version: nothing is offered", () => {
    expect(offeredAfterRetiring([retiredNewest, current], current)).toBeUndefined();
    expect(confirmRetire.noneOffered("Form ADV Part 2A")).toBe(
      "no Form ADV Part 2A will be offered",
    );
  });
});
