import { afterEach, describe, expect, it, vi } from "vitest";
import {
  historyFilterFormSchema,
  historyFiltersFromForm,
} from "@/features/content-history/filters";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the archive's filter form", () => {
  it("accepts all tables and an open range", () => {
    const values = historyFilterFormSchema.parse({ table: "all", fromDay: "", toDay: "" });
    expect(historyFiltersFromForm(values)).toEqual({});
  });

  it("turns calendar days into instants in the firm's time zone, both days included, whichever the browser's", () => {
    // A browser in another zone: the days are still the firm's (Chicago), as the times shown are.
    vi.stubEnv("TZ", "Asia/Tokyo");
    const values = historyFilterFormSchema.parse({
      table: "recommended_resources",
      fromDay: "2026-03-01",
      toDay: "2026-03-31",
    });
    expect(historyFiltersFromForm(values)).toEqual({
      table: "recommended_resources",
      from: "2026-03-01T06:00:00.000Z",
      // Midnight after March 31 in Chicago, daylight saving time by then.
      to: "2026-04-01T05:00:00.000Z",
    });
  });

  it("allows a single day", () => {
    vi.stubEnv("TZ", "UTC");
    const values = historyFilterFormSchema.parse({
      table: "legal_documents",
      fromDay: "2026-11-23",
      toDay: "2026-11-23",
    });
    expect(historyFiltersFromForm(values)).toMatchObject({
      from: "2026-11-23T06:00:00.000Z",
      to: "2026-11-24T06:00:00.000Z",
    });
  });

  it("refuses an end before the start, on the end field", () => {
    const result = historyFilterFormSchema.safeParse({
      table: "all",
      fromDay: "2026-03-02",
      toDay: "2026-03-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["toDay"],
        message: "The end date must be on or after the start date.",
      }),
    ]);
  });

  it("refuses a malformed date and a table that is not watched", () => {
    const result = historyFilterFormSchema.safeParse({
      table: "user_roles",
      fromDay: "03/01/2026",
      toDay: "",
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["table", expect.any(String)],
      ["fromDay", "Enter a date as YYYY-MM-DD."],
    ]);
  });
});
