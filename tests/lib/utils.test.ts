import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";

describe("cn", () => {
  it("keeps the theme's font sizes beside a text colour", () => {
    expect(cn("text-lead", "text-navy-700")).toBe("text-lead text-navy-700");
    expect(cn("text-display-md text-white")).toBe("text-display-md text-white");
  });

  it("lets a later utility of the same group win", () => {
    expect(cn("text-display-sm", "text-display-lg")).toBe("text-display-lg");
    expect(cn("px-3", "px-5")).toBe("px-5");
  });
});
