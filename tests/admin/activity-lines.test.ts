// The dashboard's Recent activity, kept short enough to read: runs of one admin's page openings
// fold into one line naming the pages; anything else between them breaks the run.
import { describe, expect, it } from "vitest";
import { activityLines } from "@/features/security-events/activity";
import type { RecentSecurityEvent } from "@/features/security-events";

let id = 0;
const event = (
  action: string,
  userId: string,
  details: RecentSecurityEvent["details"] = {},
  severity: RecentSecurityEvent["severity"] = "medium",
): RecentSecurityEvent => ({
  id: String(++id),
  action,
  severity,
  user_id: userId,
  details,
  created_at: new Date(Date.UTC(2026, 10, 25, 12, 0, 60 - id)).toISOString(),
});
const opened = (userId: string, path: string) => event("admin_access_granted", userId, { path });

describe("activityLines", () => {
  it("folds one admin's consecutive openings, each page once, newest first", () => {
    const events = [
      opened("a", "/admin"),
      opened("a", "/admin/documents"),
      opened("a", "/admin"),
      event("sign_in", "a"),
      opened("a", "/admin/profile"),
    ];
    const lines = activityLines(events);
    expect(lines.map((line) => line.kind)).toEqual(["pages", "event", "pages"]);
    expect(lines[0]).toMatchObject({
      kind: "pages",
      count: 3,
      paths: ["/admin", "/admin/documents"],
      since: events[2]!.created_at,
    });
    expect(lines[2]).toMatchObject({ count: 1, paths: ["/admin/profile"] });
  });

  it("keeps two admins' openings apart, and an opening without a path counted", () => {
    const lines = activityLines([
      opened("a", "/admin"),
      opened("b", "/admin"),
      event("admin_access_granted", "b"),
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ count: 2, paths: ["/admin"] });
  });
});
